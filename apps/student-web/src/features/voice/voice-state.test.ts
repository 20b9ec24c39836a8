import { VOICE_CHANGE_RECONNECT_DELAY_MS, VOICE_CLOSE_CODES, VOICE_RECONNECT_DELAY_MS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { INITIAL_VOICE_STATE, reconnectDelayAfter, voiceReducer, voiceStatusOf } from "./voice-state.ts";
import type { VoiceEvent } from "./voice-state.ts";

const run = (...events: VoiceEvent[]) => events.reduce(voiceReducer, INITIAL_VOICE_STATE);

describe("voice states", () => {
  it("is connecting until the server says the AI is connected, then Live", () => {
    expect(voiceStatusOf(run({ type: "connecting" }))).toBe("connecting");
    expect(voiceStatusOf(run({ type: "connecting" }, { type: "live" }))).toBe("connected");
  });

  it("listens while the microphone is on, and speaks while audio plays (speaking wins)", () => {
    const listening = run({ type: "live" }, { type: "microphone", on: true });
    expect(voiceStatusOf(listening)).toBe("listening");
    const speaking = voiceReducer(listening, { type: "playback", playing: true });
    expect(voiceStatusOf(speaking)).toBe("speaking");
    expect(voiceStatusOf(voiceReducer(speaking, { type: "playback", playing: false }))).toBe("listening");
  });

  it("goes back to connecting on a close, dropping what was playing but keeping the microphone", () => {
    const closed = run({ type: "live" }, { type: "microphone", on: true }, { type: "playback", playing: true }, { type: "closed" });
    expect(voiceStatusOf(closed)).toBe("connecting");
    expect(closed).toEqual({ live: false, listening: true, speaking: false });
  });
});

describe("reconnecting", () => {
  it("reconnects after 2 s when the socket closed uncleanly", () => {
    expect(reconnectDelayAfter({ wasClean: false, code: 1006 }, false)).toBe(VOICE_RECONNECT_DELAY_MS);
    expect(VOICE_RECONNECT_DELAY_MS).toBe(2000);
  });

  it("reconnects when a draining server asks the page back", () => {
    expect(reconnectDelayAfter({ wasClean: true, code: VOICE_CLOSE_CODES.serviceRestart }, false)).toBe(VOICE_RECONNECT_DELAY_MS);
    expect(reconnectDelayAfter({ wasClean: true, code: VOICE_CLOSE_CODES.providerUnavailable }, false)).toBe(VOICE_RECONNECT_DELAY_MS);
    expect(reconnectDelayAfter({ wasClean: true, code: 1001 }, false)).toBe(VOICE_RECONNECT_DELAY_MS);
  });

  it("stays closed after the server's own clean close (a refusal) and after the page's close", () => {
    expect(reconnectDelayAfter({ wasClean: true, code: 1000 }, false)).toBeNull();
    expect(reconnectDelayAfter({ wasClean: true, code: VOICE_CLOSE_CODES.locked }, false)).toBeNull();
    expect(reconnectDelayAfter({ wasClean: true, code: VOICE_CLOSE_CODES.chatLimit }, false)).toBeNull();
    expect(reconnectDelayAfter({ wasClean: false, code: 1006 }, true)).toBeNull();
  });

  it("waits 500 ms after a voice change", () => {
    expect(VOICE_CHANGE_RECONNECT_DELAY_MS).toBe(500);
  });
});
