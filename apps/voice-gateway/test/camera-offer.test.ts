// A garbage camera offer is refused before a peer connection exists: 400, and the student's camera slots stay free.
import { VOICE_CAMERA_PEERS_PER_STUDENT } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RTCPeerConnection } from "werift";
import { CAMERA_OFFER_TEXTS } from "../src/camera/camera-offer.ts";
import { signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());

const offer = (cookie: string, sdp: string) =>
  test.gateway.app.inject({ method: "POST", url: "/api/gemini/webrtc/offer", headers: { cookie }, payload: { sdp, type: "offer" } });

async function realOffer(): Promise<{ sdp: string; close: () => Promise<void> }> {
  const browser = new RTCPeerConnection({ iceServers: [] });
  browser.createDataChannel("camera");
  await browser.setLocalDescription(await browser.createOffer());
  return { sdp: browser.localDescription?.sdp ?? "", close: () => browser.close() };
}

describe("the camera offer", () => {
  it("answers a garbage offer with 400 and a clear message, and holds no peer for it", async () => {
    const student = await signedInStudent(test);
    for (let attempt = 0; attempt < VOICE_CAMERA_PEERS_PER_STUDENT + 1; attempt++) {
      const refused = await offer(student.cookie, "garbage");
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(CAMERA_OFFER_TEXTS.notSdp);
    }
    // Had the garbage offers been given peers, the student's camera slots would be taken: the real offer gets one.
    const browser = await realOffer();
    const answered = await offer(student.cookie, browser.sdp);
    expect(answered.statusCode, answered.body).toBe(200);
    await browser.close();
  });

  it("refuses an offer without a DataChannel section", async () => {
    const student = await signedInStudent(test);
    const browser = await realOffer();
    const audioOnly = browser.sdp.replace(/^m=application .*$/m, "m=audio 9 UDP/TLS/RTP/SAVPF 111");
    const refused = await offer(student.cookie, audioOnly);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(CAMERA_OFFER_TEXTS.noDataChannel);
    await browser.close();
  });
});
