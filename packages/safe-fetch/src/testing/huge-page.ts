import type { ServerResponse } from "node:http";

const HUGE_PAGE_BYTES = 50 * 1024 * 1024;

/** `sent` records the bytes out when the client hung up, which proves a body cap stopped reading early. */
export function sendHugePage(response: ServerResponse, sent: number[], options: { withLength: boolean }): void {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const length = options.withLength ? { "content-length": String(HUGE_PAGE_BYTES) } : {};
  response.writeHead(200, { "content-type": "text/html", ...length });
  response.write("<html><head><title>Huge</title></head><body>");
  let written = 0;
  const pump = () => {
    while (written < HUGE_PAGE_BYTES) {
      written += chunk.length;
      if (!response.write(chunk)) {
        response.once("drain", pump);
        return;
      }
    }
    response.end();
  };
  response.on("close", () => sent.push(written));
  pump();
}
