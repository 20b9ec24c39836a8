// geminiFetch must answer what the global fetch answers (the SDK reads status, headers and body the same way), fail
// the way fetch fails, and leave streams streaming. Checked against a local HTTP server, side by side with fetch.
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWithRequestId } from "@kidsafe/server-kit/request-id";
import { geminiFetch } from "../src/index.ts";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const routes: Record<string, Handler> = {
  "/json": (request, body, response) => {
    response.writeHead(200, { "content-type": "application/json", "x-echo-method": request.method ?? "" });
    response.end(JSON.stringify({ received: JSON.parse(body) as unknown, key: request.headers["x-goog-api-key"] }));
  },
  "/refused": (_request, _body, response) => {
    response.writeHead(403, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { code: 403, message: "API key not valid", status: "PERMISSION_DENIED" } }));
  },
  "/plain-error": (_request, _body, response) => {
    response.writeHead(503, { "content-type": "text/plain" });
    response.end("overloaded");
  },
  "/empty": (_request, _body, response) => {
    response.writeHead(204);
    response.end();
  },
  "/cookies": (_request, _body, response) => {
    response.setHeader("set-cookie", ["a=1", "b=2"]);
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("ok");
  },
  "/headers": (request, _body, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(request.headers));
  },
  // What a stream's request carried (the global fetch's path).
  "/headers?alt=sse": (request, _body, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(request.headers));
  },
  // Half an answer, then nothing: a caller's deadline must end it.
  "/stalls": (_request, _body, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.write('{"candidates": [');
  },
  // An SSE stream: the first event now, the rest only when the test says so.
  "/stream?alt=sse": (_request, _body, response) => {
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write('data: {"n": 1}\n\n');
    finishStream = () => response.end('data: {"n": 2}\n\n');
  },
};

let finishStream = () => undefined as void;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => routes[request.url ?? ""]!(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const post = (body = '{"contents": []}'): RequestInit => ({
  method: "POST",
  headers: new Headers({ "content-type": "application/json", "x-goog-api-key": "test-key" }),
  body,
});

/** What the SDK reads of a response. */
async function seen(response: Response) {
  return {
    status: response.status,
    ok: response.ok,
    contentType: response.headers.get("content-type"),
    method: response.headers.get("x-echo-method"),
    cookies: response.headers.getSetCookie(),
    text: await response.text(),
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("geminiFetch", () => {
  it.each(["/json", "/refused", "/plain-error", "/empty", "/cookies"])("answers %s as fetch does", async (path) => {
    const init = path === "/empty" || path === "/cookies" ? { method: "GET" } : post();
    expect(await seen(await geminiFetch(base + path, init))).toEqual(await seen(await fetch(base + path, init)));
  });

  it("sends the method, headers and body it is given", async () => {
    const response = await geminiFetch(`${base}/json`, post('{"contents": [{"parts": [{"text": "volcanoes"}]}]}'));
    expect(await response.json()).toEqual({ received: { contents: [{ parts: [{ text: "volcanoes" }] }] }, key: "test-key" });
  });

  it("sends a one-shot call through undici's request, not through fetch (which adds headers of its own)", async () => {
    const headersOf = async (response: Response) => (await response.json()) as Record<string, string>;
    expect(await headersOf(await fetch(`${base}/headers`, post()))).toHaveProperty("sec-fetch-mode");
    expect(await headersOf(await geminiFetch(`${base}/headers`, post()))).not.toHaveProperty("sec-fetch-mode");
  });

  it("sends the current work's id as X-Request-Id, on one-shot calls and streams alike, and none outside a piece of work", async () => {
    const headersOf = async (response: Response) => (await response.json()) as Record<string, string>;
    const inWork = await runWithRequestId("job:charges:charge-7", async () => [
      await headersOf(await geminiFetch(`${base}/headers`, post())),
      await headersOf(await geminiFetch(`${base}/headers?alt=sse`, post())),
    ]);
    expect(inWork.map((headers) => headers["x-request-id"])).toEqual(["job:charges:charge-7", "job:charges:charge-7"]);
    expect(await headersOf(await geminiFetch(`${base}/headers`, post()))).not.toHaveProperty("x-request-id");
  });

  it("rejects with the signal's reason when the deadline passes while the answer is still coming", async () => {
    const error = await rejectionOf(geminiFetch(`${base}/stalls`, { ...post(), signal: AbortSignal.timeout(200) }));
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe("TimeoutError");
  });

  it("rejects with 'fetch failed' when the server cannot be reached", async () => {
    const error = await rejectionOf(geminiFetch("http://127.0.0.1:1/v1beta/models/x:generateContent", post()));
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe("fetch failed");
  });

  it("hands over a stream's first event before the stream ends", async () => {
    const response = await geminiFetch(`${base}/stream?alt=sse`, post());
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: {"n": 1}\n\n');
    finishStream();
    let rest = "";
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toBe('data: {"n": 2}\n\n');
  });
});
