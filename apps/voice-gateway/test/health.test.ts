import { describe, expect, it } from "vitest";
import { buildVoiceGateway } from "../src/app.ts";

describe("voice gateway", () => {
  it("answers its health check with the number of open sockets", async () => {
    const app = await buildVoiceGateway({ logLevel: "silent" });
    const response = await app.inject({ method: "GET", url: "/ws/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", openSockets: 0 });
    await app.close();
  });

  it("answers an unknown path with the shared 404 body", async () => {
    const app = await buildVoiceGateway({ logLevel: "silent" });
    const response = await app.inject({ method: "GET", url: "/ws/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: "There is no GET /ws/nope here." });
    await app.close();
  });
});
