// The camera over WebRTC: a werift peer stands in for the browser, offers a DataChannel, and sends JPEG frames that
// reach the same student's live call as realtimeInput.video (the emulator describes them by size and colour).
import jpeg from "jpeg-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RTCPeerConnection } from "werift";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway, VoiceClient } from "./harness.ts";
import type { VoiceGateway } from "../src/app.ts";

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
    const camera = await connectCamera(test.gateway, student.cookie);
    expect(camera.answerSdp).toMatch(/a=candidate:/);

    camera.channel.send(greenFrame());
    await expect.poll(() => describeView(call), { interval: 200, timeout: 10_000 }).toContain("32 by 24 pixels, and it is mostly green");
    await camera.close();
    call.socket.close();
  });

  it("pairs a camera on one replica with the child's call on another, and never with another child's call", async () => {
    const other = await test.replica();
    const student = await signedInStudent(test);
    const stranger = await signedInStudent(test);
    const call = await openVoice(test, student);
    const strangersCall = await openVoice(test, stranger);
    await call.next("gemini_connected");
    await strangersCall.next("gemini_connected");

    // The camera's WebRTC connection lands on the other replica; the frames cross over the voice bus.
    const camera = await connectCamera(other.gateway, student.cookie);
    camera.channel.send(greenFrame());
    await expect.poll(() => describeView(call), { interval: 200, timeout: 10_000 }).toContain("32 by 24 pixels, and it is mostly green");
    // The frame has crossed the bus to this replica, where the stranger's call is too: it reached only its child's.
    expect(await describeView(strangersCall)).toContain("I can't see anything yet");
    await camera.close();
    call.socket.close();
    strangersCall.socket.close();
  });
});

/** A werift peer as the browser's camera: offers a DataChannel through this replica's offer call, and waits for it to open. */
async function connectCamera(gateway: VoiceGateway, cookie: string) {
  const browser = new RTCPeerConnection({ iceServers: [] });
  const channel = browser.createDataChannel("camera");
  await browser.setLocalDescription(await browser.createOffer());
  const response = await gateway.app.inject({
    method: "POST",
    url: "/api/gemini/webrtc/offer",
    headers: { cookie },
    payload: { sdp: browser.localDescription?.sdp, type: "offer", age: "9", subject: "science" },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ answer: { sdp: string }; sessionId: string; candidates: unknown[] }>();
  await browser.setRemoteDescription({ type: "answer", sdp: body.answer.sdp });
  await new Promise<void>((resolve) => {
    if (channel.readyState === "open") return resolve();
    channel.stateChanged.subscribe((state) => state === "open" && resolve());
  });
  return { channel, answerSdp: body.answer.sdp, close: () => browser.close() };
}

/** Asks the call what the camera shows and answers the spoken reply's transcript. */
async function describeView(call: VoiceClient): Promise<string> {
  call.sendJson({ type: "text", text: "Describe what you see" });
  const said: string[] = [];
  for (;;) {
    const message = await call.next("gemini_message");
    said.push(message.data.serverContent.outputTranscription?.text ?? "");
    if (message.data.serverContent.turnComplete) return said.join("");
  }
}
