// The one origin policy at the gateway: a call and a camera offer act in a child's name, so only the product's own
// pages may open or post them; another site (or another origin of the same site) gets HTTP 403, never a socket.
import { CROSS_SITE_REFUSED, DEV_PUBLIC_URL } from "@kidsafe/server-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());

/** The HTTP status a refused upgrade gets. */
const refusedWith = (headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`${test.url}/ws/voice`, { headers });
    socket.on("unexpected-response", (_request, response) => resolve(response.statusCode ?? 0));
    socket.on("open", () => reject(new Error("the upgrade was accepted")));
  });

describe("the gateway's origin policy", () => {
  it("refuses a signed-in child's upgrade from another site or a sibling origin with 403, and opens it from our own pages", async () => {
    const student = await signedInStudent(test);
    expect(await refusedWith({ cookie: student.cookie, origin: "https://evil.example" })).toBe(403);
    expect(await refusedWith({ cookie: student.cookie, origin: "http://other.127.0.0.1.nip.io:3000" })).toBe(403);
    const call = await openVoice(test, student, "", { origin: DEV_PUBLIC_URL });
    await call.next("gemini_connected");
    call.socket.close();
    await call.closed;
  });

  it("refuses a cross-site camera offer before it reaches validation", async () => {
    const student = await signedInStudent(test);
    const post = (origin: string) =>
      test.gateway.app.inject({
        method: "POST",
        url: "/api/gemini/webrtc/offer",
        headers: { cookie: student.cookie, origin, "content-type": "application/json" },
        payload: { sdp: "garbage", type: "offer" },
      });
    const crossSite = await post("https://evil.example");
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ message: CROSS_SITE_REFUSED });
    // From our own page the same garbage reaches the offer's own check.
    expect((await post(DEV_PUBLIC_URL)).statusCode).toBe(400);
  });
});
