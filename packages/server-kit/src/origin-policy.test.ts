import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "./error-handler.ts";
import { CROSS_SITE_REFUSED, enforceOriginPolicy } from "./origin-policy.ts";

const app = Fastify();

beforeAll(async () => {
  registerErrorHandling(app);
  enforceOriginPolicy(app, { publicOrigins: ["https://kidsafe.example/"], exempt: ["/hook"] });
  app.post("/write", () => ({ ok: true }));
  app.post("/hook", () => ({ ok: true }));
  app.get("/read", () => ({ ok: true }));
  app.get("/socket", () => ({ ok: true }));
  await app.ready();
});

afterAll(() => app.close());

const post = (url: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url, headers: { host: "api.internal", ...headers }, payload: {} });
const upgrade = (headers: Record<string, string>) =>
  app.inject({ method: "GET", url: "/socket", headers: { host: "api.internal", upgrade: "websocket", connection: "Upgrade", ...headers } });

describe("the origin policy", () => {
  it("takes a write from the public origin, from the origin the request was addressed to, and from a client that is not a browser", async () => {
    expect((await post("/write", { origin: "https://kidsafe.example", "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await post("/write", { origin: "http://api.internal" })).statusCode).toBe(200);
    expect((await post("/write", {})).statusCode).toBe(200);
  });

  it("refuses a write from another site, and from another origin of the same site, with 403 before the handler", async () => {
    const crossSiteHeaders: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "https://other.kidsafe.example", "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of crossSiteHeaders) {
      const response = await post("/write", headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: CROSS_SITE_REFUSED });
    }
  });

  it("refuses a WebSocket upgrade from another origin, and lets plain reads and exempt paths through", async () => {
    expect((await upgrade({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await upgrade({ origin: "https://kidsafe.example" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/read", headers: { origin: "https://evil.example" } })).statusCode).toBe(200);
    expect((await post("/hook", { origin: "https://stripe.example" })).statusCode).toBe(200);
  });
});
