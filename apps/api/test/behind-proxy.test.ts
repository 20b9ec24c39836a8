import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../src/modules/auth/rate-limits.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

// Production behind one proxy (docs/decisions.md): the API trusts one hop (TRUST_PROXY=1), and the proxy in front
// does what infra/nginx does behind the TLS ingress: X-Forwarded-For set from the address that connected (never
// appended to the client's own), X-Forwarded-Proto https.

let api: TestApi;
let proxy: http.Server;
let origin: string;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      NODE_ENV: "production",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://kidsafe.example",
      KEY_ENCRYPTION_KEY: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
    },
    limits: { [AUTH_RATE_LIMITS.registerPerIp.name]: { limit: 2, windowMs: 60_000 } },
  });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  const apiPort = (api.app.server.address() as AddressInfo).port;
  proxy = http.createServer((request, response) => {
    const headers = { ...request.headers, "x-forwarded-for": request.socket.remoteAddress ?? "", "x-forwarded-proto": "https" };
    const upstream = http.request({ host: "127.0.0.1", port: apiPort, method: request.method, path: request.url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port.toString()}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await api.close();
});

const register = (username: string, forwardedFor?: string) =>
  fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ username, password: "sunflower" }),
  });

describe("behind the proxy in production", () => {
  it("signs a student in with a Secure __Host- cookie and keeps them signed in", async () => {
    const registered = await register(`Proxied${Date.now().toString(36)}`);
    expect(registered.status).toBe(200);
    const setCookie = registered.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-sid=[^;]+; Path=\/; .*HttpOnly; Secure; SameSite=Lax/);
    const cookie = setCookie.split(";")[0]!;
    const user = await fetch(`${origin}/api/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(user.headers.get("cache-control")).toBe("no-store");
  });

  it("counts per-IP limits by the address the proxy saw, whatever X-Forwarded-For the client forges", async () => {
    // One registration already came from this address; the limit here is 2 per address.
    expect((await register(`Forged${Date.now().toString(36)}a`, "198.51.100.1")).status).toBe(200);
    const forged = await register(`Forged${Date.now().toString(36)}b`, "198.51.100.2");
    expect(forged.status).toBe(429);
  });
});
