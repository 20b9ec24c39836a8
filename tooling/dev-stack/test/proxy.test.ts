import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createDevProxy } from "../src/proxy.ts";
import type { DevProxy } from "../src/proxy.ts";
import type { RoutedApp } from "../src/routes.ts";

/** A stand-in app: answers every request with what it received, and echoes WebSocket messages. */
async function startFakeApp(name: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.setHeader("set-cookie", ["a=1; HttpOnly", "b=2"]);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ app: name, method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() }));
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on("connection", (socket, req) => {
    socket.send(`${name} ${req.url ?? ""}`);
    socket.on("message", (data: Buffer) => socket.send(`echo ${data.toString()}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Echo {
  app: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

describe("the dev proxy", () => {
  const apps: RoutedApp[] = ["student-web", "advertiser-web", "admin-web", "api", "voice-gateway"];
  const ports = new Map<RoutedApp, number>();
  const closers: Array<() => Promise<void>> = [];
  let proxy: DevProxy;
  let origin: string;

  beforeAll(async () => {
    for (const app of apps) {
      const fake = await startFakeApp(app);
      ports.set(app, fake.port);
      closers.push(() => fake.close());
    }
    // "voice-gateway" is routed to a port where nothing listens once the test below stops it.
    proxy = createDevProxy({ portOf: (app) => ports.get(app) });
    await proxy.listen(0, "127.0.0.1");
    origin = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await proxy.close();
    await Promise.all(closers.map((close) => close()));
  });

  async function get(path: string, init?: RequestInit): Promise<{ status: number; echo: Echo; response: Response }> {
    const response = await fetch(`${origin}${path}`, init);
    return { status: response.status, echo: (await response.json()) as Echo, response };
  }

  it.each([
    ["/", "student-web", "/"],
    ["/no/such/page?x=1", "student-web", "/no/such/page?x=1"],
    ["/api/health", "api", "/api/health"],
    ["/ws/health", "voice-gateway", "/ws/health"],
    ["/advertise", "advertiser-web", "/advertiser-app/"],
    ["/advertiser-login?next=%2Fadvertiser%2F7", "advertiser-web", "/advertiser-app/?next=%2Fadvertiser%2F7"],
    ["/advertiser-app/src/main.tsx", "advertiser-web", "/advertiser-app/src/main.tsx"],
    ["/admin", "admin-web", "/admin/"],
    ["/preview-test", "admin-web", "/admin/"],
    ["/admin/assets/x.js", "admin-web", "/admin/assets/x.js"],
  ])("sends GET %s to %s as %s", async (path, app, upstreamPath) => {
    const { status, echo } = await get(path);
    expect(status).toBe(200);
    expect(echo.app).toBe(app);
    expect(echo.url).toBe(upstreamPath);
  });

  it("streams a request body through and keeps the public Host, with X-Forwarded headers set from the connection", async () => {
    const { echo } = await get("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.0.0.9" },
      body: JSON.stringify({ username: "kid" }),
    });
    expect(echo).toMatchObject({ app: "api", method: "POST", body: '{"username":"kid"}' });
    expect(echo.headers.host).toBe(new URL(origin).host);
    expect(echo.headers["x-forwarded-host"]).toBe(new URL(origin).host);
    expect(echo.headers["x-forwarded-proto"]).toBe("http");
    // What the client claimed is dropped: only the address the proxy saw is forwarded.
    expect(echo.headers["x-forwarded-for"]).toBe("127.0.0.1");
  });

  it("adds the origin's security headers to every answer", async () => {
    const { response } = await get("/api/login");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("permissions-policy")).toContain("microphone=(self), camera=(self)");
  });

  it("passes every Set-Cookie header of the answer back", async () => {
    const { response } = await get("/api/login");
    expect(response.headers.getSetCookie()).toEqual(["a=1; HttpOnly", "b=2"]);
  });

  it("tunnels a WebSocket to the voice gateway, both ways", async () => {
    const socket = new WebSocket(`${origin.replace("http", "ws")}/ws/voice?lang=en`);
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on("message", (data: Buffer) => {
        messages.push(data.toString());
        if (messages.length === 1) socket.send("hello");
        if (messages.length === 2) resolve();
      });
      socket.on("error", reject);
    });
    socket.close();
    expect(messages).toEqual(["voice-gateway /ws/voice?lang=en", "echo hello"]);
  });

  it("routes Vite HMR sockets by the same table: the admin base stays as is", async () => {
    const socket = new WebSocket(`${origin.replace("http", "ws")}/admin/?token=abc`, "vite-hmr");
    const first = await new Promise<string>((resolve, reject) => {
      socket.once("message", (data: Buffer) => resolve(data.toString()));
      socket.once("error", reject);
    });
    socket.close();
    expect(first).toBe("admin-web /admin/?token=abc");
  });

  it("answers 502 with the servers' error shape while an app is not running, and says so", async () => {
    const response = await fetch(`${origin}/ws/health`, { headers: { accept: "application/json" } });
    expect(response.status).toBe(200);
    const voiceClose = closers[apps.indexOf("voice-gateway")];
    await voiceClose?.();

    const down = await fetch(`${origin}/ws/health`);
    expect(down.status).toBe(502);
    const body = (await down.json()) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(502);
    expect(body.message).toContain("voice-gateway");

    const socket = new WebSocket(`${origin.replace("http", "ws")}/ws/voice`);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once("unexpected-response", (_req, res) => resolve(res.statusCode));
      socket.once("error", () => resolve(undefined));
    });
    expect(status).toBe(502);
  });

  it("shows a self-refreshing page to a browser while a web app is not running", async () => {
    ports.delete("admin-web");
    const response = await fetch(`${origin}/admin`, { headers: { accept: "text/html" } });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).toContain("admin-web");
  });
});

describe("the dev proxy on a kept-alive connection the app closes", () => {
  // Each connection answers its first request and drops the next one unanswered: what an app whose idle timeout
  // fires just as the proxy sends a request on the connection looks like to the proxy.
  let app: net.Server;
  let proxy: DevProxy;
  let origin: string;

  beforeAll(async () => {
    app = net.createServer((socket) => {
      let requests = 0;
      socket.on("data", () => {
        if (++requests > 1) {
          socket.destroy();
          return;
        }
        socket.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok");
      });
    });
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    proxy = createDevProxy({ portOf: () => (app.address() as AddressInfo).port });
    await proxy.listen(0, "127.0.0.1");
    origin = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => app.close(resolve));
  });

  it("sends a GET once more on a new connection, and the page still loads", async () => {
    expect((await fetch(`${origin}/src/main.tsx`)).status).toBe(200);
    // The proxy reuses the connection of the first request, which the app now drops.
    const again = await fetch(`${origin}/src/features/tabs/tab-strip.tsx`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe("ok");
  });

  it("does not send a request with a body twice: it answers 502", async () => {
    expect((await fetch(`${origin}/src/main.tsx`)).status).toBe(200);
    const post = await fetch(`${origin}/api/chat`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(post.status).toBe(502);
  });
});
