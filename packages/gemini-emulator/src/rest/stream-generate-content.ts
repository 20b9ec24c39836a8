// With ?alt=sse each piece is an SSE event ended by a blank line (CRLF, as the API sends it); without, a JSON array.
import type { ServerResponse } from "node:http";
import type { Answer } from "./answer.ts";
import { newResponseIdentity, responseChunk, streamPieces } from "./answer.ts";
import { sendApiError, waitWhileConnected } from "./http-io.ts";
import type { GenerateContentRequest } from "./wire.ts";

export async function sendStreamGenerateContent(
  response: ServerResponse,
  model: string,
  request: GenerateContentRequest,
  answer: Answer,
  options: { sse: boolean; chunkDelayMs: number },
): Promise<void> {
  if (answer.kind === "error") return sendApiError(response, answer.status, answer.message);
  if (answer.kind === "hang") return;
  // Our adapter asks for speech in one piece.
  if (answer.kind === "speech") return sendApiError(response, 400, "The emulator answers audio through generateContent only.");

  const identity = newResponseIdentity(model);
  const pieces = answer.kind === "text" ? streamPieces(answer.text) : [""];
  response.writeHead(200, {
    "content-type": options.sse ? "text/event-stream" : "application/json; charset=UTF-8",
    "cache-control": "no-cache",
  });
  if (!options.sse) response.write("[");
  let soFar = "";
  for (const [index, piece] of pieces.entries()) {
    if (index > 0 && !(await waitWhileConnected(response, options.chunkDelayMs))) return;
    soFar += piece;
    const chunk = JSON.stringify(responseChunk(request, identity, answer, piece, index === pieces.length - 1, soFar));
    response.write(options.sse ? `data: ${chunk}\r\n\r\n` : `${index > 0 ? ",\r\n" : ""}${chunk}`);
  }
  response.end(options.sse ? undefined : "]");
}
