// One child's voice call: the browser socket on one side, a resumable Gemini Live connection on the other, and the
// server's rules between them (limits, study mode, bounds, reply moderation, transcripts in the chat, recommendations).
import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import { ageNumberOf, refusalFor } from "@kidsafe/ai";
import type { GeminiLiveModel, LiveContent, ModerationContext, ReplyModerator } from "@kidsafe/ai";
import {
  CHAT_TEXTS,
  VOICE_CLOSE_CODES,
  VOICE_MAX_BUFFERED_DOWN_BYTES,
  VOICE_MAX_CALL_MS,
  VOICE_MAX_FRAMES_PER_SECOND,
  VOICE_MAX_INVALID_FRAMES,
  VOICE_PENDING_AUDIO_BYTES,
  VOICE_SERVER_TEXTS,
  VOICE_TEXTS,
  newSessionId,
  parseVoiceClientFrame,
} from "@kidsafe/contracts";
import type { AgeOption, GeminiServerContent, SubjectOption, User, VoiceName, VoiceServerMessage } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import type { RawData, WebSocket } from "ws";
import type { CallSlots } from "./call-slots.ts";
import type { VoiceMetrics } from "./metrics.ts";
import type { ResumeHandles } from "./resume-handles.ts";
import type { Transcripts } from "./transcripts.ts";
import { ResumableUpstream } from "./upstream.ts";
import type { VoiceLimits } from "./voice-limits.ts";
import type { VoiceRecommendations } from "./voice-recommendations.ts";

export interface CallDeps {
  model: GeminiLiveModel;
  /** The moderation pass of every finished turn's transcript (surface `voice`), as text chat's. */
  moderator: ReplyModerator;
  limits: VoiceLimits;
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

/** Words only, for telling whether the model said the refusal it was asked to say. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const elapsedSeconds = (startedAt: bigint) => Number(process.hrtime.bigint() - startedAt) / 1e9;

export class VoiceCall {
  readonly id = randomUUID();
  private readonly upstream: ResumableUpstream;
  private readonly sessionId: string;
  /** The parent's time zone as the rules last said (read before the call and every minute). */
  private timeZone = "UTC";
  private readonly timers: NodeJS.Timeout[] = [];
  private ended = false;
  private slotTaken = false;
  private frameWindowStart = 0;
  private framesInWindow = 0;
  private invalidFrames = 0;
  /** The turn being spoken: the child's words (spoken or typed) and the AI's reply so far. */
  private question = "";
  private reply = "";
  /** Storage of finished turns, one after another, in order. */
  private stored: Promise<void> = Promise.resolve();
  /**
   * The model verdicts of finished turns, one at a time: a provider slower than the child's questions keeps at most
   * one request per call waiting (the turns behind it wait as words), not one per turn.
   */
  private judged: Promise<unknown> = Promise.resolve();
  /** recommend_app calls being recorded, and not cancelled. */
  private readonly pendingTools = new Set<string>();
  private readonly moderation: ModerationContext;
  /** The turn being spoken was stopped part-way by the live check: the refusal that takes its place. */
  private turnRefusal: string | undefined;
  /** The refusal the model was last asked to say: the turn that says it is not judged again. */
  private refusalAsked: string | undefined;
  /** The child's connection is corked until the current burst of the AI's messages is relayed. */
  private corked = false;

  /**
   * `wire` is the child's TCP connection under `socket`: the AI's messages come in bursts (one read from the AI's
   * connection holds several), and each relayed message is a write of its own unless the wire is corked meanwhile.
   */
  constructor(
    private readonly socket: WebSocket,
    private readonly wire: Duplex,
    private readonly student: User,
    private readonly query: CallQuery,
    private readonly deps: CallDeps,
    private readonly onEnd: (call: VoiceCall) => void,
  ) {
    this.sessionId = query.sessionId ?? newSessionId();
    this.moderation = { surface: "voice", age: ageNumberOf(query.age), locale: query.locale };
    this.upstream = new ResumableUpstream(
      deps.model,
      {
        audio: (pcm) => this.sendAudioDown(pcm),
        content: (content) => this.relayContent(content),
        recommendation: (call) => void this.offer(call),
        toolCallCancelled: (ids) => {
          for (const id of ids) this.pendingTools.delete(id);
        },
        refused: (issues, refusal) => {
          deps.log.warn({ safetyIssues: issues }, "voice reply stopped part-way by the live check; the spoken refusal follows");
          this.turnRefusal = refusal;
          this.refusalAsked = refusal;
          void deps.moderator.refusedWhileStreaming(issues, this.moderation);
        },
      },
      {
        pendingAudioBytes: VOICE_PENDING_AUDIO_BYTES,
        onHandle: (handle) => void deps.handles.set(student.id, this.sessionId, handle).catch(() => undefined),
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
      const rules = await deps.limits.beforeCall(student.id);
      this.timeZone = rules.timeZone;
      if (rules.lockedText) return this.end(VOICE_CLOSE_CODES.locked, rules.lockedText);
      if (!(await deps.slots.take(student.id, this.id))) return this.end(VOICE_CLOSE_CODES.tooManyCalls, VOICE_SERVER_TEXTS.tooManyCalls);
      this.slotTaken = true;
      // The page left while the slot was being taken: end() ran without it.
      if (this.ended) return void deps.slots.release(student.id, this.id).catch(() => undefined);
      const apps = await deps.recommendations.eligibleFor({ ...this.query, studyMode: rules.studyMode }).catch((error: unknown) => {
        deps.log.warn({ err: error }, "listing recommendable apps failed; the call goes on without recommendations");
        return [];
      });
      const handle = this.query.sessionId ? await deps.handles.get(student.id, this.query.sessionId) : undefined;
      const { age, subject, voice, locale } = this.query;
      await this.upstream.start({ age, subject, voice, apps, requestId: deps.requestId, ...(locale ? { locale } : {}) }, handle);
    } catch (error) {
      deps.log.warn({ err: error }, "voice call could not start");
      return this.end(VOICE_CLOSE_CODES.providerUnavailable, VOICE_TEXTS.connectionErrorDescription);
    }
    if (this.ended) return this.upstream.close();
    this.send({ type: "gemini_connected" });
    this.timers.push(
      setInterval(() => void this.checkLimits(), this.deps.limitCheckIntervalMs),
      setTimeout(() => this.end(VOICE_CLOSE_CODES.callTooLong, VOICE_SERVER_TEXTS.callTooLong), VOICE_MAX_CALL_MS),
    );
  }

  private async checkLimits(): Promise<void> {
    try {
      await this.deps.slots.renew(this.student.id, this.id);
      const rules = await this.deps.limits.duringCall(this.student.id);
      this.timeZone = rules.timeZone;
      if (rules.lockedText) this.end(VOICE_CLOSE_CODES.locked, rules.lockedText);
    } catch (error) {
      this.deps.log.warn({ err: error }, "checking parental limits during a call failed; asking again next minute");
    }
  }

  private send(message: VoiceServerMessage): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.sendInBurst();
    this.socket.send(JSON.stringify(message));
  }

  /** What is sent to the child until this burst of work is over leaves in one write, not a system call each. */
  private sendInBurst(): void {
    if (this.corked) return;
    this.corked = true;
    this.wire.cork();
    process.nextTick(() => {
      this.corked = false;
      this.wire.uncork();
    });
  }

  private sendAudioDown(pcm: Buffer): void {
    const startedAt = process.hrtime.bigint();
    // A page that cannot keep up loses late audio rather than the gateway growing a queue for it.
    if (this.socket.bufferedAmount > VOICE_MAX_BUFFERED_DOWN_BYTES) return this.deps.metrics.droppedAudio.inc({ direction: "down" });
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.sendInBurst();
    this.socket.send(pcm, { binary: true });
    this.deps.metrics.chunkLatency.down.observe(elapsedSeconds(startedAt));
  }

  private receive(data: RawData, isBinary: boolean): void {
    const now = Date.now();
    if (now - this.frameWindowStart >= 1000) {
      this.frameWindowStart = now;
      this.framesInWindow = 0;
    }
    if (++this.framesInWindow > VOICE_MAX_FRAMES_PER_SECOND) return this.end(VOICE_CLOSE_CODES.policy, VOICE_SERVER_TEXTS.tooManyFrames);
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
    this.question += `${this.question === "" ? "" : " "}${parsed.data.text}`;
    this.upstream.sendText(parsed.data.text);
  }

  private invalid(message: string): void {
    if (++this.invalidFrames > VOICE_MAX_INVALID_FRAMES) return this.end(VOICE_CLOSE_CODES.policy, message);
    this.send({ type: "error", message });
  }

  private relayContent(content: LiveContent): void {
    const serverContent: GeminiServerContent = {};
    if (content.inputTranscription) {
      serverContent.inputTranscription = { text: content.inputTranscription };
      this.question += content.inputTranscription;
    }
    if (content.outputTranscription) {
      serverContent.outputTranscription = { text: content.outputTranscription };
      this.reply += content.outputTranscription;
    }
    if (content.modelText) serverContent.modelTurn = { parts: [{ text: content.modelText }] };
    if (content.turnComplete) serverContent.turnComplete = true;
    if (content.interrupted) serverContent.interrupted = true;
    this.send({ type: "gemini_message", data: { serverContent } });
    if (content.turnComplete || content.interrupted) this.finishTurn();
  }

  /**
   * A finished turn (turnComplete, or interrupted) is judged, then goes to the chat history: what the AI said, or the
   * refusal that replaced it. A question the AI has not answered yet waits for the answer.
   */
  private finishTurn(): void {
    const question = this.question.trim();
    const reply = this.reply.trim();
    const refusedPartWay = this.turnRefusal;
    this.reply = "";
    this.turnRefusal = undefined;
    if (reply === "" && refusedPartWay === undefined) return;

    let shown: Promise<string>;
    if (refusedPartWay !== undefined) {
      // Counted when the live check stopped it; the refusal is already being said.
      shown = Promise.resolve(refusedPartWay);
    } else {
      const answersRefusal = question === "" && this.refusalAsked !== undefined;
      if (answersRefusal) {
        const asked = this.refusalAsked ?? "";
        this.refusalAsked = undefined;
        if (wordsOf(reply) === wordsOf(asked)) return;
      }
      shown = this.judged.then(() => this.judge(reply, answersRefusal));
      this.judged = shown;
    }
    if (question === "") return void shown;
    this.question = "";
    this.stored = this.stored.then(async () => {
      const turn = { userId: this.student.id, sessionId: this.sessionId, question, reply: await shown };
      try {
        if ((await this.deps.transcripts.storeTurn(turn, this.timeZone)) === "chat_limit")
          this.end(VOICE_CLOSE_CODES.chatLimit, CHAT_TEXTS.limitReachedInline);
      } catch (error) {
        this.deps.log.warn({ err: error }, "storing a voice turn in the chat failed");
      }
    });
  }

  /**
   * The moderation pass on what a finished turn said (the deterministic layer, then the model verdict; no verdict is
   * a refusal). The words were heard as they came: a refused turn is stopped on the page (what it has not played
   * yet is dropped, its caption withdrawn) and the refusal is said after it. Resolves to what the chat keeps.
   */
  private async judge(reply: string, answersRefusal: boolean): Promise<string> {
    let refusal: string;
    try {
      const moderated = await this.deps.moderator.moderate(reply, this.moderation);
      if (!moderated.blocked) return reply;
      this.deps.log.warn({ category: moderated.category, layer: moderated.layer }, "a spoken voice turn was refused; the refusal follows");
      refusal = moderated.text;
    } catch (error) {
      // The moderator fails closed on provider failures itself; anything else still never keeps unjudged words.
      this.deps.log.error({ err: error }, "moderating a voice turn failed; it is treated as refused");
      refusal = refusalFor(null, this.moderation.locale);
    }
    if (!this.ended) {
      this.send({ type: "gemini_message", data: { serverContent: { interrupted: true } } });
      this.send({ type: "reply_withdrawn", text: reply });
      // Never a refusal for a refusal: a turn that answered one is only stopped.
      if (!answersRefusal) {
        this.refusalAsked = refusal;
        this.upstream.sayRefusal(refusal);
      }
    }
    return refusal;
  }

  private async offer(call: { id: string; advertiserId: number; context: string }): Promise<void> {
    this.pendingTools.add(call.id);
    try {
      await this.deps.recommendations.recordOffer({
        userId: this.student.id,
        sessionId: this.sessionId,
        advertiserId: call.advertiserId,
        context: call.context,
      });
      if (!this.pendingTools.has(call.id)) return;
      this.send({ type: "recommendation", advertiserId: call.advertiserId, context: call.context });
      this.upstream.answerRecommendation(call.id, true);
    } catch (error) {
      this.deps.log.warn({ err: error }, "recording a voice recommendation failed; it is not shown");
      this.upstream.answerRecommendation(call.id, false);
    } finally {
      this.pendingTools.delete(call.id);
    }
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
    for (const timer of this.timers) clearTimeout(timer);
    this.upstream.close();
    if (this.question.trim() !== "" && (this.reply.trim() !== "" || this.turnRefusal !== undefined)) this.finishTurn();
    if (this.socket.readyState === this.socket.OPEN) {
      if (message) this.send({ type: "error", message });
      this.send({ type: "gemini_disconnected" });
      this.socket.close(code ?? 1000, message?.slice(0, 120));
    }
    if (this.slotTaken) void this.deps.slots.release(this.student.id, this.id).catch(() => undefined);
    this.onEnd(this);
  }
}
