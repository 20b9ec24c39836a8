/**
 * Live voice: the WebRTC signalling calls and the /ws/voice WebSocket.
 * Binary frames carry 16-bit mono PCM (16 kHz up, 24 kHz down); JSON frames are the unions below.
 */
import { z } from "zod";
import { AdvertiserId, Age, OkResponse, SessionId, Subject, VoiceName } from "./common.ts";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  VOICE_CHANNELS,
  VOICE_INPUT_SAMPLE_RATE,
  VOICE_OUTPUT_SAMPLE_RATE,
  VOICE_PROCESSING_BUFFER_SIZE,
  VOICE_SAMPLE_BITS,
} from "./constants/limits.ts";
import { DEFAULT_AGE, DEFAULT_SUBJECT } from "./constants/options.ts";
import { defineCall } from "./http.ts";

// ---- WebRTC signalling over HTTP ----

/** Session descriptions are small; the bound keeps a hostile body from being stored or forwarded. */
const SDP_MAX_LENGTH = 100_000;

export const WebRtcOfferRequest = z.strictObject({
  sdp: z.string({ error: "An SDP offer is required" }).min(1, "An SDP offer is required").max(SDP_MAX_LENGTH),
  type: z.literal("offer", { error: "type must be 'offer'" }),
  age: Age.default(DEFAULT_AGE),
  subject: Subject.default(DEFAULT_SUBJECT),
});
export type WebRtcOfferRequest = z.infer<typeof WebRtcOfferRequest>;

/** The fields of the browser's RTCIceCandidateInit. */
export const IceCandidate = z.strictObject({
  candidate: z.string({ error: "A candidate is required" }).max(4096),
  sdpMid: z.string().nullable().optional(),
  sdpMLineIndex: z.number().int().nonnegative().nullable().optional(),
  usernameFragment: z.string().nullable().optional(),
});
export type IceCandidate = z.infer<typeof IceCandidate>;

export const WebRtcOfferResponse = z.object({
  answer: z.object({ sdp: z.string(), type: z.literal("answer").optional() }),
  /** Names the WebRTC session in later candidate calls (not a chat session). */
  sessionId: SessionId,
  candidates: z.array(IceCandidate).optional(),
});
export type WebRtcOfferResponse = z.infer<typeof WebRtcOfferResponse>;

export const WebRtcCandidateRequest = z.strictObject({ candidate: IceCandidate, sessionId: SessionId });
export type WebRtcCandidateRequest = z.infer<typeof WebRtcCandidateRequest>;

export const voiceCalls = {
  webRtcOffer: defineCall({
    method: "POST",
    path: "/api/gemini/webrtc/offer",
    body: WebRtcOfferRequest,
    response: WebRtcOfferResponse,
  }),
  /** The client reads no answer. */
  webRtcCandidate: defineCall({
    method: "POST",
    path: "/api/gemini/webrtc/candidate",
    body: WebRtcCandidateRequest,
    response: OkResponse,
  }),
} as const;

// ---- /ws/voice ----

export const VOICE_SOCKET_PATH = "/ws/voice";

/**
 * All optional: the server falls back to smart_adapt, 'default' and Puck. `sessionId` names the chat the call's
 * transcripts are stored in (the tab's chat, as POST /api/chat's); without it the call gets a chat of its own.
 */
export const VoiceSocketQuery = z.object({ age: Age, subject: Subject, voice: VoiceName, sessionId: SessionId }).partial();
export type VoiceSocketQuery = z.infer<typeof VoiceSocketQuery>;

/** Typed text the child sends into the live conversation (e.g. 'describe what the camera sees'). */
export const VoiceTextMessage = z.strictObject({
  type: z.literal("text"),
  text: z
    .string()
    .trim()
    .min(1, "Text messages must not be empty")
    .max(CHAT_MESSAGE_MAX_LENGTH)
    // The chat stores it, and PostgreSQL's text cannot hold U+0000 (as every HTTP body is refused with it).
    .refine((text) => !text.includes("\u0000"), "Text may not contain the NUL character (U+0000)."),
});
/**
 * The page's camera link is up: the gateway asks the AI to describe the view in its own words (VOICE_CAMERA_PROMPT).
 * It carries no text, so nothing a child writes can pass as the camera's request.
 */
export const VoiceCameraPromptMessage = z.strictObject({ type: z.literal("describe_camera") });
export const VoiceClientMessage = z.discriminatedUnion("type", [VoiceTextMessage, VoiceCameraPromptMessage]);
export type VoiceClientMessage = z.infer<typeof VoiceClientMessage>;

/** What the gateway asks the AI when the camera opens; the chat keeps it as a camera line, not as the child's words. */
export const VOICE_CAMERA_PROMPT = "Please describe what you can see on my camera.";

const Transcription = z.object({ text: z.string() });

/** The part of the AI provider's live message the client reads; other fields pass through unread. */
export const GeminiServerContent = z.object({
  inputTranscription: Transcription.optional(),
  outputTranscription: Transcription.optional(),
  modelTurn: z.object({ parts: z.array(z.object({ text: z.string().optional() })) }).optional(),
  turnComplete: z.boolean().optional(),
  interrupted: z.boolean().optional(),
});
export type GeminiServerContent = z.infer<typeof GeminiServerContent>;

export const VoiceServerMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("gemini_connected") }),
  z.object({ type: z.literal("gemini_message"), data: z.object({ serverContent: GeminiServerContent }) }),
  z.object({ type: z.literal("recommendation"), advertiserId: AdvertiserId, context: z.string() }),
  /**
   * A clause of the answer being spoken did not pass, so the answer stops there: nothing of that clause or after it
   * was sent, and the page shows a notice after what was said. It carries no words. The spoken refusal follows as a turn.
   */
  z.object({ type: z.literal("reply_withdrawn") }),
  z.object({ type: z.literal("error"), message: z.string() }),
  z.object({ type: z.literal("gemini_disconnected") }),
]);
export type VoiceServerMessage = z.infer<typeof VoiceServerMessage>;
export type VoiceServerMessageType = VoiceServerMessage["type"];

/**
 * How the gateway closes a child's socket (besides 1000 for a call the child ended). 1012 asks the page to
 * reconnect at once (another replica resumes the conversation); the 44xx codes mirror HTTP statuses.
 */
export const VOICE_CLOSE_CODES = {
  /** The gateway is restarting: reconnect (the conversation resumes). */
  serviceRestart: 1012,
  /** The AI could not be reached, or was lost and could not be resumed. */
  providerUnavailable: 1011,
  /** Repeated invalid frames or a flood of frames. */
  policy: 1008,
  /** A frame larger than VOICE_MAX_AUDIO_FRAME_BYTES. */
  frameTooLarge: 1009,
  /** A child under 13 is no longer heard: the linked parent's consent was withdrawn during the call. */
  consentNeeded: 4403,
  /** The session id is another student's chat. */
  notFound: 4404,
  /** The call reached VOICE_MAX_CALL_MS. */
  callTooLong: 4408,
  /** The chat reached its 50 messages. */
  chatLimit: 4413,
  /** Parental limits: the time or message limit of today is used up. */
  locked: 4423,
  /** VOICE_CALLS_PER_STUDENT calls are already open. */
  tooManyCalls: 4429,
} as const;

/** The gateway's own `error` messages (ours, seed silent), apart from the seed's lock and chat-limit texts. */
export const VOICE_SERVER_TEXTS = {
  invalidMessage: "That message could not be read: send {type:'text', text} as JSON, or 16 kHz 16-bit audio.",
  oddAudioFrame: "Audio frames must hold whole 16-bit samples (an even number of bytes).",
  tooManyFrames: "Too many messages at once. Please try again.",
  tooManyCalls: "Voice chat is already open in another tab. Close it to start a new one here.",
  callTooLong: "This voice chat has reached its time limit. Start a new one to go on.",
  chatNotFound: "This chat belongs to someone else.",
  restarting: "Voice chat is moving to another server. Reconnecting...",
} as const;

function parseJsonFrame<Schema extends z.ZodType>(schema: Schema, frame: string) {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return schema.safeParse(Symbol("not JSON"));
  }
  return schema.safeParse(value);
}

/** Parses one text frame from the browser; a non-JSON frame fails like any invalid message. */
export function parseVoiceClientFrame(frame: string) {
  return parseJsonFrame(VoiceClientMessage, frame);
}

/** Parses one text frame from the server. */
export function parseVoiceServerFrame(frame: string) {
  return parseJsonFrame(VoiceServerMessage, frame);
}

export const voiceSocket = {
  path: VOICE_SOCKET_PATH,
  query: VoiceSocketQuery,
  clientMessage: VoiceClientMessage,
  serverMessage: VoiceServerMessage,
  audio: {
    input: { sampleRate: VOICE_INPUT_SAMPLE_RATE, bits: VOICE_SAMPLE_BITS, channels: VOICE_CHANNELS },
    output: { sampleRate: VOICE_OUTPUT_SAMPLE_RATE, bits: VOICE_SAMPLE_BITS, channels: VOICE_CHANNELS },
    processingBufferSize: VOICE_PROCESSING_BUFFER_SIZE,
  },
} as const;

/** Every WebSocket of the product, for gateways and tests that go through them all. */
export const wsMessages = {
  voice: { path: VOICE_SOCKET_PATH, client: VoiceClientMessage, server: VoiceServerMessage },
} as const;
