// One child's voice call: the browser socket on one side, a resumable Gemini Live connection on the other, and the
// server's rules between them (limits, study mode, bounds, the turn pipeline's screening and gating, transcripts in
// the chat, recommendations).
// Each part owns its state; the call wires them together and keeps the order of the checks.
import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import { ageNumberOf } from "@kidsafe/ai";
import type { GeminiLiveModel, SpokenTurns, TurnContext } from "@kidsafe/ai";
import {
  CHAT_TEXTS,
  VOICE_CAMERA_PROMPT,
  VOICE_CLOSE_CODES,
  VOICE_PENDING_AUDIO_BYTES,
  VOICE_SERVER_TEXTS,
  VOICE_TEXTS,
  newSessionId,
  parseVoiceClientFrame,
} from "@kidsafe/contracts";
import type { AgeOption, SubjectOption, User, VoiceName } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import type { RawData, WebSocket } from "ws";
import type { CollectionGate } from "../collection-gate.ts";
import { CallClock } from "./call-clock.ts";
import { CallOffers } from "./call-offers.ts";
import type { CallSlots } from "./call-slots.ts";
import { CallTurns } from "./call-turns.ts";
import { ChildLink } from "./child-link.ts";
import { FrameBudget } from "./frame-budget.ts";
import { elapsedSeconds } from "./metrics.ts";
import type { VoiceMetrics } from "./metrics.ts";
import type { ResumeHandles } from "./resume-handles.ts";
import type { Transcripts } from "./transcripts.ts";
import { ResumableUpstream } from "./upstream.ts";
import type { VoiceLimits } from "./voice-limits.ts";
import type { VoiceRecommendations } from "./voice-recommendations.ts";

export interface CallDeps {
  model: GeminiLiveModel;
  /** The turn pipeline (as the API's): each call's turns are one `SpokenTurns`, surface `voice`. */
  turns: { spoken(context: TurnContext): SpokenTurns };
  limits: VoiceLimits;
  /** The under-13 collection gate, asked again with the limits: a withdrawn consent ends the call. */
  gate: CollectionGate;
  slots: CallSlots;
  recommendations: VoiceRecommendations;
  transcripts: Transcripts;
  handles: ResumeHandles;
  metrics: VoiceMetrics;
  log: Logger;
  /** VOICE_LIMIT_CHECK_INTERVAL_MS; shorter in tests. */
  limitCheckIntervalMs: number;
  /** The id of the request that opened the call, sent on each of its AI connections. */
  requestId?: string;
}

export interface CallQuery {
  age: AgeOption;
  subject: SubjectOption;
  voice: VoiceName;
  sessionId?: string;
  /** The upgrade request's Accept-Language: which helpline a self-harm refusal names. */
  locale?: string;
}

export class VoiceCall {
  readonly id = randomUUID();
  private readonly sessionId: string;
  private ended = false;
  /** The child's page: messages and audio down, in bursts. */
  private readonly link: ChildLink;
  /** The resumable Gemini Live connection. */
  private readonly upstream: ResumableUpstream;
  /** The child's words and the model's answers, through the turn pipeline and the spoken-reply gate, then stored. */
  private readonly turns: CallTurns;
  private readonly offers: CallOffers;
  /** The parent's rules over time, the longest call and the call slot. */
  private readonly clock: CallClock;
  private readonly frames = new FrameBudget();

  /** `wire` is the child's TCP connection under `socket`. */
  constructor(
    socket: WebSocket,
    wire: Duplex,
    private readonly student: User,
    private readonly query: CallQuery,
    private readonly deps: CallDeps,
    private readonly onEnd: (call: VoiceCall) => void,
  ) {
    const sessionId = (this.sessionId = query.sessionId ?? newSessionId());
    this.link = new ChildLink(socket, wire, deps.metrics);
    this.clock = new CallClock(deps, student.id, this.id, (code, message) => this.end(code, message));
    const context = { userId: student.id, sessionId, surface: "voice" as const, age: ageNumberOf(query.age), locale: query.locale };
    this.turns = new CallTurns(context, deps, {
      send: (message) => this.link.send(message),
      sendAudio: (pcm) => this.link.sendAudio(pcm),
      sayRefusal: (text) => this.upstream.sayRefusal(text),
      timeZone: () => this.clock.timeZone,
      chatLimitReached: () => this.end(VOICE_CLOSE_CODES.chatLimit, CHAT_TEXTS.limitReachedInline),
    });
    this.offers = new CallOffers(
      deps,
      { userId: student.id, sessionId },
      {
        send: (message) => this.link.send(message),
        answer: (toolCallId, shown) => this.upstream.answerRecommendation(toolCallId, shown),
      },
    );
    this.upstream = new ResumableUpstream(
      deps.model,
      {
        audio: (pcm) => this.turns.audio(pcm),
        content: (content) => this.turns.content(content),
        recommendation: (call) => void this.offers.offer(call),
        toolCallCancelled: (ids) => this.offers.cancelled(ids),
      },
      {
        pendingAudioBytes: VOICE_PENDING_AUDIO_BYTES,
        onHandle: (handle) => void deps.handles.set(student.id, sessionId, handle).catch(() => undefined),
        onDroppedAudio: () => deps.metrics.droppedAudio.inc({ direction: "up" }),
        onMoved: () => deps.metrics.upstreamMoves.inc(),
        onLost: (error) => {
          deps.log.warn({ err: error }, "voice call lost its AI connection");
          this.end(VOICE_CLOSE_CODES.providerUnavailable, VOICE_TEXTS.connectionErrorDescription);
        },
      },
    );
    socket.on("message", (data: RawData, isBinary: boolean) => this.receive(data, isBinary));
    socket.on("close", () => this.end());
    socket.on("error", () => this.end());
  }

  /** Checks the rules, then connects the AI. Audio sent meanwhile waits in the pending bound. */
  async open(): Promise<void> {
    const { student, deps } = this;
    try {
      if (this.query.sessionId && !(await deps.transcripts.mayUse(student.id, this.query.sessionId))) {
        return this.end(VOICE_CLOSE_CODES.notFound, VOICE_SERVER_TEXTS.chatNotFound);
      }
      const rules = await this.clock.beforeCall();
      if (rules.lockedText) return this.end(VOICE_CLOSE_CODES.locked, rules.lockedText);
      if (!(await this.clock.takeSlot())) return this.end(VOICE_CLOSE_CODES.tooManyCalls, VOICE_SERVER_TEXTS.tooManyCalls);
      // The page left while the slot was being taken: end() ran without it.
      if (this.ended) return this.clock.releaseSlot();
      const apps = await deps.recommendations
        .eligibleFor({ ...this.query, userId: student.id, studyMode: rules.studyMode })
        .catch((error: unknown) => {
          deps.log.warn({ err: error }, "listing recommendable apps failed; the call goes on without recommendations");
          return [];
        });
      this.offers.approve(apps);
      const handle = this.query.sessionId ? await deps.handles.get(student.id, this.query.sessionId) : undefined;
      const { age, subject, voice } = this.query;
      await this.upstream.start({ age, subject, voice, apps, requestId: deps.requestId }, handle);
    } catch (error) {
      deps.log.warn({ err: error }, "voice call could not start");
      return this.end(VOICE_CLOSE_CODES.providerUnavailable, VOICE_TEXTS.connectionErrorDescription);
    }
    if (this.ended) return this.upstream.close();
    this.link.send({ type: "gemini_connected" });
    this.clock.start();
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (!this.frames.takeFrame()) return this.end(VOICE_CLOSE_CODES.policy, VOICE_SERVER_TEXTS.tooManyFrames);
    // ws hands a Buffer (nodebuffer is its default binaryType): used as is, no copy per chunk.
    const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    if (isBinary) {
      const startedAt = process.hrtime.bigint();
      if (bytes.length % 2 !== 0) return this.invalid(VOICE_SERVER_TEXTS.oddAudioFrame);
      this.upstream.sendAudio(bytes);
      this.deps.metrics.chunkLatency.up.observe(elapsedSeconds(startedAt));
      return;
    }
    const parsed = parseVoiceClientFrame(bytes.toString("utf8"));
    if (!parsed.success) return this.invalid(VOICE_SERVER_TEXTS.invalidMessage);
    // The camera's request is the gateway's own words: it goes through the same screen as any text.
    const text = parsed.data.type === "describe_camera" ? VOICE_CAMERA_PROMPT : parsed.data.text;
    if (parsed.data.type === "describe_camera") this.turns.cameraRequestSent();
    // Sent first: a crisis reply asked for now is said after the model's (silenced) answer to these words.
    this.upstream.sendText(text);
    this.turns.typed(text);
  }

  private invalid(message: string): void {
    if (!this.frames.takeInvalid()) return this.end(VOICE_CLOSE_CODES.policy, message);
    this.link.send({ type: "error", message });
  }

  get userId(): number {
    return this.student.id;
  }

  /** A camera frame of this student (from a WebRTC DataChannel on any replica). */
  sendVideoFrame(jpeg: Buffer): void {
    if (!this.ended) this.upstream.sendVideoFrame(jpeg);
  }

  /** SIGTERM: the page is asked to reconnect (another replica resumes the conversation from its handle). */
  moveElsewhere(): void {
    this.end(VOICE_CLOSE_CODES.serviceRestart, VOICE_SERVER_TEXTS.restarting);
  }

  /** Ends the call once: tells the page why (an `error`, then gemini_disconnected) and closes with the code. */
  end(code?: number, message?: string): void {
    if (this.ended) return;
    this.ended = true;
    this.clock.stop();
    this.upstream.close();
    this.turns.close();
    this.link.close(code, message);
    this.clock.releaseSlot();
    this.onEnd(this);
  }
}
