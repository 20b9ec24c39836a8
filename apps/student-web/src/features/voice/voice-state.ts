// The voice conversation's states: connecting, connected ('Live'), listening, speaking (while queued
// audio plays), and when a closed socket is opened again. Pure, so the rules are tested apart from the browser.
import { VOICE_CHANGE_RECONNECT_DELAY_MS, VOICE_CLOSE_CODES, VOICE_RECONNECT_DELAY_MS } from "@kidsafe/contracts";

export type VoiceStatus = "connecting" | "connected" | "listening" | "speaking";

export interface VoiceState {
  /** The socket is open and the server said `gemini_connected`. */
  live: boolean;
  /** The microphone is capturing and its audio goes up. */
  listening: boolean;
  /** Received audio is playing (or queued to). */
  speaking: boolean;
}

export const INITIAL_VOICE_STATE: VoiceState = { live: false, listening: false, speaking: false };

export type VoiceEvent =
  { type: "connecting" } | { type: "live" } | { type: "closed" } | { type: "microphone"; on: boolean } | { type: "playback"; playing: boolean };

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case "connecting":
      return { ...state, live: false };
    case "live":
      return { ...state, live: true };
    case "closed":
      // Whatever was playing belonged to the call that ended; the microphone stays as the child left it.
      return { ...state, live: false, speaking: false };
    case "microphone":
      return { ...state, listening: event.on };
    case "playback":
      return { ...state, speaking: event.playing };
  }
}

/** What the view shows: speaking wins over listening (the AI's answer plays), and nothing is live while connecting. */
export function voiceStatusOf(state: VoiceState): VoiceStatus {
  if (!state.live) return "connecting";
  if (state.speaking) return "speaking";
  if (state.listening) return "listening";
  return "connected";
}

/**
 * Close codes after which the page comes back: the gateway restarting (the conversation resumes elsewhere), the AI
 * unreachable for now, and the standard "going away" and "try again later".
 */
const RECONNECT_CODES: ReadonlySet<number> = new Set([1001, VOICE_CLOSE_CODES.providerUnavailable, VOICE_CLOSE_CODES.serviceRestart, 1013]);

export interface SocketClose {
  wasClean: boolean;
  code: number;
}

/**
 * How long to wait before opening the socket again after it closed, or null to stay closed. The page's own
 * closes never reconnect (leaving voice; a voice change schedules its own); an unclean close does after 2 s
 *, as does a server that is draining; any other clean close is the server's answer (a locked child,
 * a refused call), shown and final.
 */
export function reconnectDelayAfter(close: SocketClose, closedByPage: boolean): number | null {
  if (closedByPage) return null;
  if (!close.wasClean || RECONNECT_CODES.has(close.code)) return VOICE_RECONNECT_DELAY_MS;
  return null;
}

/** A voice change closes the socket and opens it with the new voice after 500 ms. */
export const VOICE_CHANGE_DELAY_MS = VOICE_CHANGE_RECONNECT_DELAY_MS;
