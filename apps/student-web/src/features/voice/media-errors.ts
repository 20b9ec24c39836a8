// Which voice toasts a failed getUserMedia shows. The browser names its failures with DOMException
// names; older engines used the names in the second position of each list.
import { VOICE_TEXTS } from "@kidsafe/contracts";
import { VOICE_COPY } from "./voice-copy.ts";

export interface MediaErrorToast {
  title: string;
  description: string;
}

const DENIED = new Set(["NotAllowedError", "PermissionDeniedError", "SecurityError"]);
const MISSING = new Set(["NotFoundError", "DevicesNotFoundError", "OverconstrainedError"]);

function nameOf(error: unknown): string {
  return typeof error === "object" && error !== null && "name" in error && typeof error.name === "string" ? error.name : "";
}

export function microphoneErrorToast(error: unknown): MediaErrorToast {
  const name = nameOf(error);
  if (DENIED.has(name)) return { title: VOICE_TEXTS.micPermissionDeniedTitle, description: VOICE_COPY.micPermissionDeniedDescription };
  if (MISSING.has(name)) return { title: VOICE_TEXTS.noMicTitle, description: VOICE_COPY.noMicDescription };
  return { title: VOICE_TEXTS.micErrorTitle, description: VOICE_COPY.micErrorDescription };
}

export function cameraErrorToast(error: unknown): MediaErrorToast {
  const name = nameOf(error);
  if (DENIED.has(name)) return { title: VOICE_TEXTS.cameraPermissionDeniedTitle, description: VOICE_COPY.cameraPermissionDeniedDescription };
  if (MISSING.has(name)) return { title: VOICE_TEXTS.noCameraTitle, description: VOICE_COPY.noCameraDescription };
  return { title: VOICE_TEXTS.cameraErrorTitle, description: VOICE_COPY.cameraErrorDescription };
}

/** What the browser must offer for voice chat: getUserMedia, Web Audio with AudioWorklet, and WebSocket. */
export interface VoiceSupportProbe {
  getUserMedia: unknown;
  AudioContext: unknown;
  AudioWorkletNode: unknown;
  WebSocket: unknown;
}

export function supportsVoiceChat(probe: VoiceSupportProbe): boolean {
  return (
    typeof probe.getUserMedia === "function" &&
    typeof probe.AudioContext === "function" &&
    typeof probe.AudioWorkletNode === "function" &&
    typeof probe.WebSocket === "function"
  );
}

/** The probe of this browser. */
export function browserVoiceSupport(): VoiceSupportProbe {
  const scope = globalThis as Partial<Record<keyof VoiceSupportProbe, unknown>>;
  return {
    getUserMedia: typeof navigator === "undefined" ? undefined : navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices),
    AudioContext: scope.AudioContext,
    AudioWorkletNode: scope.AudioWorkletNode,
    WebSocket: scope.WebSocket,
  };
}
