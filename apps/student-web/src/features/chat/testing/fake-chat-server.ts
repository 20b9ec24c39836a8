import { aiStatusCalls, authCalls, chatCalls, studyModeCalls } from "@kidsafe/contracts";
import type { AiStatusResponse, CallBody, ChatHistory, ChatResponse, Message, StudyModeState, User } from "@kidsafe/contracts";
import { apiServer, failure, json, onCall, requestLog } from "@kidsafe/ui/testing";

/** The spoken reply in voice mode: 20 ms of 24 kHz 16-bit PCM (480 samples at a quarter of full scale). */
export const SPOKEN_REPLY_SAMPLES = 480;
const SPOKEN_REPLY_BASE64 = btoa(String.fromCharCode(...Array.from({ length: SPOKEN_REPLY_SAMPLES }, () => [0x00, 0x20]).flat()));

/** The pixels the fake server says every stored photo has. */
export const FAKE_PHOTO_SIZE = { width: 640, height: 480 } as const;

/** POST /api/chat's body as the app sent it. */
export type SentChat = CallBody<typeof chatCalls.sendChat>;

/**
 * An in-memory stand-in for the API's chat routes, served by MSW handlers on the contracts' calls (the
 * network edge, not our modules), answering with the contracts' shapes and ErrorResponse bodies like the API.
 */
export interface FakeChatServer {
  conversations: Map<string, Message[]>;
  /** The bodies POST /api/chat received, in order. */
  sent: SentChat[];
  /** Answer the next POST /api/chat with this instead of a reply. */
  failNextSend: (status: number, message: string) => void;
  /** Reply to the next POST /api/chat with `locked: true`. */
  lockNextSend: () => void;
  /** Offer this app beside the next reply (as the API does beside a follow-up reply). */
  recommendWithNextReply: (recommendation: NonNullable<ChatResponse["recommendation"]>) => void;
  /** Hold the next POST /api/chat until the returned function is called. */
  holdNextSend: () => () => void;
  failNextClear: () => void;
  seed: (sessionId: string, count: number) => void;
  studyMode: { enabled: boolean };
  /** Every request the app made ("GET /api/user", ...), listed as soon as it calls `fetch`. */
  calls: () => string[];
  /** How many times the app has called `route` ("POST /api/chat"), counted as soon as it calls `fetch`. */
  requestsTo: (route: string) => number;
}

export function installFakeChatServer(user: User): FakeChatServer {
  const conversations = new Map<string, Message[]>();
  const sent: SentChat[] = [];
  const studyMode = { enabled: false };
  let nextId = 1;
  let nextSendFailure: { status: number; message: string } | null = null;
  let nextSendLocked = false;
  let nextRecommendation: ChatResponse["recommendation"] = undefined;
  let nextSendHold: Promise<void> | null = null;
  let nextClearFails = false;

  function message(sessionId: string, sender: Message["sender"], content: string, request?: SentChat): Message {
    const id = nextId++;
    return {
      id,
      content,
      sender,
      createdAt: new Date().toISOString(),
      sessionId,
      userId: user.id,
      attachments: (request?.files ?? []).map((file, index) => ({
        id: id * 10 + index,
        fileName: file.name,
        fileType: file.type,
        fileSize: file.size,
        // The API names a photo's pixels (it decodes it); the fake says every photo is 640 x 480.
        width: FAKE_PHOTO_SIZE.width,
        height: FAKE_PHOTO_SIZE.height,
      })),
    };
  }

  async function handleSend(body: SentChat): Promise<Response> {
    sent.push(body);
    const hold = nextSendHold;
    nextSendHold = null;
    if (hold) await hold;
    if (nextSendFailure) {
      const { status, message: text } = nextSendFailure;
      nextSendFailure = null;
      return failure(status, text);
    }
    const history = conversations.get(body.sessionId) ?? [];
    if (history.length >= 50) return failure(429, "Chat limit reached");
    if (nextSendLocked) {
      nextSendLocked = false;
      return json(200, { response: "", sessionId: body.sessionId, locked: true } satisfies ChatResponse);
    }
    const question = body.message ?? "";
    const reply = `Offline AI: you asked "${question}"`;
    conversations.set(body.sessionId, [...history, message(body.sessionId, "user", question, body), message(body.sessionId, "ai", reply)]);
    const recommendation = nextRecommendation;
    nextRecommendation = undefined;
    return json(200, {
      response: reply,
      sessionId: body.sessionId,
      ...(body.isVoiceMode ? { audioBase64: SPOKEN_REPLY_BASE64 } : {}),
      ...(recommendation ? { recommendation } : {}),
    } satisfies ChatResponse);
  }

  apiServer.use(
    onCall(authCalls.getUser, () => json(200, user)),
    onCall(studyModeCalls.getStudyMode, () => json(200, { enabled: studyMode.enabled, beepEnabled: false } satisfies StudyModeState)),
    onCall(aiStatusCalls.getAiStatus, () => json(200, { offline: true } satisfies AiStatusResponse)),
    onCall(chatCalls.sendChat, ({ body }) => handleSend(body)),
    onCall(chatCalls.getChatHistory, ({ params: { sessionId } }) => {
      const messages = conversations.get(sessionId);
      return messages ? json(200, { sessionId, messages } satisfies ChatHistory) : failure(404, "No such conversation");
    }),
    onCall(chatCalls.clearChat, ({ params: { sessionId } }) => {
      if (nextClearFails) {
        nextClearFails = false;
        return failure(500, "Something went wrong");
      }
      conversations.set(sessionId, []);
      return json(200, { ok: true });
    }),
  );

  return {
    conversations,
    sent,
    studyMode,
    failNextSend(status, text) {
      nextSendFailure = { status, message: text };
    },
    lockNextSend() {
      nextSendLocked = true;
    },
    recommendWithNextReply(recommendation) {
      nextRecommendation = recommendation;
    },
    holdNextSend() {
      let release = () => undefined as void;
      nextSendHold = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    failNextClear() {
      nextClearFails = true;
    },
    seed(sessionId, count) {
      const messages: Message[] = [];
      for (let index = 0; index < count; index += 1) {
        messages.push(message(sessionId, index % 2 === 0 ? "user" : "ai", `seeded ${index + 1}`));
      }
      conversations.set(sessionId, messages);
    },
    calls: () => [...requestLog],
    requestsTo: (route) => requestLog.filter((call) => call === route).length,
  };
}
