// Hand-written rather than http-proxy, which is unmaintained and leaks sockets on current Node; what we need is a
// small, fully testable amount of code.
import http from "node:http";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { routeRequest } from "./routes.ts";
import { DEVELOPMENT_SECURITY_HEADERS } from "./security-headers.ts";
import type { RoutedApp } from "./routes.ts";

export interface ProxyOptions {
  portOf(app: RoutedApp): number | undefined;
}

export interface DevProxy {
  server: http.Server;
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
}

// RFC 9110: meaningful for one connection only, never forwarded.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** So they can be sent again as they are. */
const BODILESS = new Set(["GET", "HEAD"]);

export function createDevProxy(options: ProxyOptions): DevProxy {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const tunnels = new Set<Duplex>();

  const server = http.createServer((req, res) => {
    const { app, path } = routeRequest(req.url ?? "/");
    const port = options.portOf(app);
    if (port === undefined) {
      unavailable(res, req, app);
      return;
    }
    const forward = (retried: boolean): http.ClientRequest => {
      const request = http.request(
        { host: "127.0.0.1", port, method: req.method, path, headers: forwardedHeaders(req), agent },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, {
            ...DEVELOPMENT_SECURITY_HEADERS,
            ...endToEnd(upstreamRes.headers),
          });
          upstreamRes.pipe(res);
          upstreamRes.once("close", () => {
            if (!upstreamRes.complete) res.destroy();
          });
        },
      );
      request.once("error", (error: NodeJS.ErrnoException) => {
        if (res.destroyed) return;
        // Node's documented race: the app closed the kept-alive socket as this request went out. A GET or HEAD goes once more.
        if (!retried && request.reusedSocket && error.code === "ECONNRESET" && BODILESS.has(req.method ?? "")) {
          upstream = forward(true);
          return;
        }
        if (res.headersSent) res.destroy();
        else unavailable(res, req, app);
      });
      if (retried) request.end();
      else req.pipe(request);
      return request;
    };
    let upstream = forward(false);
    res.once("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
  });

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { app, path } = routeRequest(req.url ?? "/");
    const port = options.portOf(app);
    socket.on("error", () => socket.destroy());
    if (port === undefined) {
      socket.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    const upstream = net.connect(port, "127.0.0.1");
    let connected = false;
    tunnels.add(socket);
    tunnels.add(upstream);
    upstream.once("connect", () => {
      connected = true;
      upstream.setNoDelay(true);
      if (socket instanceof net.Socket) socket.setNoDelay(true);
      // Re-send the handshake as received (same headers, casing and order).
      const lines = [`${req.method ?? "GET"} ${path} HTTP/1.1`];
      const raw = req.rawHeaders;
      for (let i = 0; i + 1 < raw.length; i += 2) {
        if (!(raw[i] ?? "").toLowerCase().startsWith("x-forwarded-")) lines.push(`${raw[i]}: ${raw[i + 1]}`);
      }
      for (const [name, value] of Object.entries(forwardingHeaders(req))) lines.push(`${name}: ${value}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => {
      if (!connected) socket.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      else socket.destroy();
    });
    const forget = (): void => {
      upstream.destroy();
      socket.destroy();
      tunnels.delete(upstream);
      tunnels.delete(socket);
    };
    upstream.once("close", forget);
    socket.once("close", forget);
  });

  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
    else socket.destroy();
  });

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve();
        });
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of tunnels) socket.destroy();
        agent.destroy();
      }),
  };
}

function forwardingHeaders(req: IncomingMessage): Record<string, string> {
  // Set from the connection, never appended: a forged X-Forwarded-For stops here.
  const client = req.socket.remoteAddress ?? "";
  return {
    "X-Forwarded-For": client,
    "X-Forwarded-Proto": "http",
    "X-Forwarded-Host": req.headers.host ?? "",
  };
}

/** Host is kept: Vite and Fastify see the public origin. */
function forwardedHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = endToEnd(req.headers);
  for (const name of Object.keys(headers)) if (name.startsWith("x-forwarded-")) delete headers[name];
  return { ...headers, ...forwardingHeaders(req) };
}

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.includes(name)) result[name] = value;
  }
  return result;
}

const LABELS: Record<RoutedApp, string> = {
  "student-web": "The student app",
  "advertiser-web": "The advertiser app",
  "admin-web": "The admin app",
  api: "The API",
  "voice-gateway": "The voice gateway",
};

/** A browser page retries by itself while the app starts. */
function unavailable(res: ServerResponse, req: IncomingMessage, app: RoutedApp): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = `${LABELS[app]} (${app}) is not answering: it is still starting, or it crashed (see the pnpm dev output).`;
  if (app === "api" || app === "voice-gateway") {
    // The servers' own error shape, so clients show the message as is.
    res.writeHead(502, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    res.end(JSON.stringify({ statusCode: 502, error: "Bad Gateway", message }));
  } else if ((req.headers.accept ?? "").includes("text/html")) {
    res.writeHead(502, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(`<!doctype html><meta http-equiv="refresh" content="2"><title>Starting…</title><p>${message}</p>`);
  } else {
    res.writeHead(502, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end(message);
  }
}
