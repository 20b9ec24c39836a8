import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { SafeFetchError } from "./errors.ts";

/** Counts decoded bytes, so a gzip bomb costs at most `maxBytes` of memory. */
export async function readCappedBody(response: IncomingMessage, maxBytes: number, hop: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes, hop);
  }

  const decoded = decoderFor(response, hop);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge(maxBytes, hop);
      chunks.push(chunk);
    }
  } finally {
    if (decoded !== response) decoded.destroy();
    response.destroy();
  }
  return Buffer.concat(chunks, size);
}

function decoderFor(response: IncomingMessage, hop: number): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "identity")
    .trim()
    .toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) {
    if (encoding === "identity" || encoding === "") return response;
    response.destroy();
    throw new SafeFetchError("network", "The website sent its page in a format we can't read.", { hop });
  }
  response.on("error", (error) => decoder.destroy(error));
  response.pipe(decoder);
  return decoder;
}

function tooLarge(maxBytes: number, hop: number): SafeFetchError {
  const megabytes = (maxBytes / (1024 * 1024)).toFixed(maxBytes < 1024 * 1024 ? 2 : 0);
  return new SafeFetchError("body-too-large", `The page is larger than ${megabytes} MB and was not read.`, { hop });
}
