// Local servers for the integration tests: a test website on 127.0.0.1 and listeners that count connections.
import { createServer as createHttpServer } from "node:http";
import type { IncomingHttpHeaders, Server } from "node:http";
import { createServer as createTcpServer } from "node:net";
import type { Socket, Server as TcpServer } from "node:net";
import { gzipSync } from "node:zlib";
import { sendHugePage } from "../src/testing/index.ts";

export interface TestSite {
  origin: string;
  port: number;
  /** Headers of every request the site received, in order. */
  requests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  /** Bytes written by the /huge routes before the client hung up. */
  hugeBytesSent: number[];
  close(): Promise<void>;
}

const MB = 1024 * 1024;

export async function startTestSite(): Promise<TestSite> {
  const requests: TestSite["requests"] = [];
  const hugeBytesSent: number[] = [];
  const openTimers = new Set<NodeJS.Timeout>();

  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://site.test");
    requests.push({ url: url.pathname + url.search, headers: request.headers });

    switch (url.pathname) {
      case "/page":
        response.writeHead(200, { "content-type": "text/html; charset=utf-8", "set-cookie": "tracker=1; Path=/" });
        response.end("<!doctype html><html><head><title>Planets for kids</title></head><body>Hello</body></html>");
        return;
      case "/redirect":
        response.writeHead(302, { location: url.searchParams.get("to") ?? "/page", "set-cookie": "step=1; Path=/" });
        response.end();
        return;
      case "/chain": {
        const left = Number(url.searchParams.get("left") ?? 0);
        response.writeHead(302, { location: left > 0 ? `/chain?left=${left - 1}` : "/page" });
        response.end();
        return;
      }
      case "/gzip":
        response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        response.end(gzipSync("<html><head><title>Zipped</title></head></html>"));
        return;
      case "/gzip-bomb":
        // About 20 KB on the wire, 20 MB once decoded.
        response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        response.end(gzipSync(Buffer.alloc(20 * MB, 0x20)));
        return;
      case "/json":
        response.writeHead(200, { "content-type": "application/json" });
        response.end("{}");
        return;
      case "/missing":
        response.writeHead(404, { "content-type": "text/html" });
        response.end("<title>Not found</title>");
        return;
      case "/never-ending": {
        response.writeHead(200, { "content-type": "text/html" });
        response.write("<html><head><title>Forever</title>");
        const timer = setInterval(() => response.write("<p>more</p>"), 50);
        openTimers.add(timer);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "/no-answer":
        // Accepts the request and never sends a status line.
        return;
      case "/huge":
      case "/huge-chunked":
        sendHugePage(response, hugeBytesSent, { withLength: url.pathname === "/huge" });
        return;
      default:
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<title>Other</title>");
    }
  });

  const port = await listen(server, "127.0.0.1");
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    hugeBytesSent,
    close: async () => {
      for (const timer of openTimers) clearInterval(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Accepts TCP connections and never says a word (a TLS handshake against it never completes). */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
  });
  const port = await listen(server, "127.0.0.1");
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function listen(server: Server | TcpServer, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      if (typeof address === "object" && address) resolve(address.port);
      else reject(new Error("no port"));
    });
  });
}
