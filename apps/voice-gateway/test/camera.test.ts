// The camera over WebRTC: a werift peer stands in for the browser, offers a DataChannel, and sends JPEG frames that
// reach the same student's live call as realtimeInput.video (the emulator describes them by size and colour).
import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RTCPeerConnection } from "werift";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";

let test: TestGateway;
beforeAll(async () => {
  test = await startTestGateway();
});
afterAll(() => test.close());

function greenFrame(): Buffer {
  const width = 32;
  const height = 24;
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([40, 170, 40, 255], i * 4);
  return jpeg.encode({ width, height, data: rgba }, 80).data;
}

describe("camera over WebRTC", () => {
  it("refuses an offer without a signed-in student", async () => {
    const response = await test.gateway.app.inject({ method: "POST", url: "/api/gemini/webrtc/offer", payload: { sdp: "v=0", type: "offer" } });
    expect(response.statusCode).toBe(401);
  });

  it("answers the offer with its candidates and forwards the DataChannel's frames to the child's call", async () => {
    const student = await signedInStudent(test);
    const call = await openVoice(test, student);
    await call.next("gemini_connected");

    const browser = new RTCPeerConnection({ iceServers: [] });
    const channel = browser.createDataChannel("camera");
    await browser.setLocalDescription(await browser.createOffer());
    const response = await test.gateway.app.inject({
      method: "POST",
      url: "/api/gemini/webrtc/offer",
      headers: { cookie: student.cookie },
      payload: { sdp: browser.localDescription?.sdp, type: "offer", age: "9", subject: "science" },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ answer: { sdp: string }; sessionId: string; candidates: unknown[] }>();
    expect(body.answer.sdp).toMatch(/a=candidate:/);
    await browser.setRemoteDescription({ type: "answer", sdp: body.answer.sdp });
    await new Promise<void>((resolve) => {
      if (channel.readyState === "open") return resolve();
      channel.stateChanged.subscribe((state) => state === "open" && resolve());
    });

    channel.send(greenFrame());
    // A frame is forwarded over the bus; the question asked after it is answered from it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    call.sendJson({ type: "text", text: "Describe what you see" });
    const said: string[] = [];
    for (;;) {
      const message = await call.next("gemini_message");
      said.push(message.data.serverContent.outputTranscription?.text ?? "");
      if (message.data.serverContent.turnComplete) break;
    }
    expect(said.join("")).toContain("32 by 24 pixels, and it is mostly green");
    await browser.close();
    call.socket.close();
  });
});
