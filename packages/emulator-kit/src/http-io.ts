import type { IncomingMessage } from "node:http";

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Request body larger than ${maxBytes} bytes.`);
  }
}

export async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLargeError(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** An empty body, a body that is not JSON, or JSON that is not an object all read as `{}`. */
export async function readJsonObject(request: IncomingMessage, maxBytes: number): Promise<Record<string, unknown>> {
  const raw = await readBody(request, maxBytes);
  try {
    const value: unknown = raw === "" ? {} : JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
