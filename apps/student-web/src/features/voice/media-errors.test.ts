import { VOICE_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { cameraErrorToast, microphoneErrorToast, supportsVoiceChat } from "./media-errors.ts";

const domError = (name: string) => new DOMException("failed", name);

describe("media error toasts", () => {
  it("names a refused, a missing and a broken microphone", () => {
    expect(microphoneErrorToast(domError("NotAllowedError")).title).toBe(VOICE_TEXTS.micPermissionDeniedTitle);
    expect(microphoneErrorToast(domError("NotFoundError")).title).toBe(VOICE_TEXTS.noMicTitle);
    expect(microphoneErrorToast(domError("NotReadableError")).title).toBe(VOICE_TEXTS.micErrorTitle);
    expect(microphoneErrorToast("weird").title).toBe(VOICE_TEXTS.micErrorTitle);
  });

  it("names a refused, a missing and a broken camera", () => {
    expect(cameraErrorToast(domError("NotAllowedError")).title).toBe(VOICE_TEXTS.cameraPermissionDeniedTitle);
    expect(cameraErrorToast(domError("DevicesNotFoundError")).title).toBe(VOICE_TEXTS.noCameraTitle);
    expect(cameraErrorToast(new Error("boom")).title).toBe(VOICE_TEXTS.cameraErrorTitle);
  });
});

describe("voice support", () => {
  const full = { getUserMedia: () => undefined, AudioContext: class {}, AudioWorkletNode: class {}, WebSocket: class {} };

  it("needs getUserMedia, AudioContext, AudioWorklet and WebSocket", () => {
    expect(supportsVoiceChat(full)).toBe(true);
    expect(supportsVoiceChat({ ...full, AudioWorkletNode: undefined })).toBe(false);
    expect(supportsVoiceChat({ ...full, getUserMedia: undefined })).toBe(false);
  });
});
