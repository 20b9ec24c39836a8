// One child's voice call: the browser socket on one side, a resumable Gemini Live connection on the other, and the
// server's rules between them (limits, study mode, bounds, the turn pipeline's screening and gating, transcripts in
// the chat, recommendations).
import { randomUUID } from "node:crypto";
import type { Duplex } from "node:stream";
import { TurnRelay, ageNumberOf } from "@kidsafe/ai";
import type { GeminiLiveModel, LiveContent, SpokenTurns, TurnContext } from "@kidsafe/ai";
import {
  CHAT_TEXTS,
  FAMILY_TEXTS,
  VOICE_CAMERA_PROMPT,
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
import type { AgeOption, SubjectOption, User, VoiceName, VoiceServerMessage } from "@kidsafe/contracts";
import type { Logger } from "@kidsafe/server-kit";
import type { RawData, WebSocket } from "ws";
import type { CollectionGate } from "../collection-gate.ts";
import type { CallSlots } from "./call-slots.ts";
import type { VoiceMetrics } from "./metrics.ts";
import type { ResumeHandles } from "./resume-handles.ts";
import { CameraPrompts } from "./transcripts.ts";
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
  /** The apps offered to the model in this call, with the words the child may be shown of each. */
  private approvedWords = new Map<number, string>();
  /** recommend_app calls being recorded, and not cancelled. */
  private readonly pendingTools = new Set<string>();
  /** The child's words and the model's answers, through the turn pipeline and the spoken-reply gate. */
  private readonly turns: TurnRelay;
  /** The child's connection is corked until the current burst of the AI's messages is relayed. */
  private corked = false;
  /** The camera's requests this call sent, told apart from the child's words when their turn is stored. */
  private readonly cameraPrompts = new CameraPrompts();

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
    const context: TurnContext = {
      userId: student.id,
      sessionId: this.sessionId,
      surface: "voice",
      age: ageNumberOf(query.age),
      locale: query.locale,
    };
    this.turns = new TurnRelay({
      turns: deps.turns.spoken(context),
      send: (message) => this.send(message),
      sendAudio: (pcm) => this.sendAudioDown(pcm),
      sayRefusal: (text) => this.upstream.sayRefusal(text),
      store: (turn) => this.storeTurn(turn),
      verdictTook: (seconds) => deps.metrics.clauseVerdict.observe(seconds),
      log: deps.log,
    });
    this.upstream = new ResumableUpstream(
      deps.model,
      {
        audio: (pcm) => this.turns.audio(pcm),
        content: (content) => this.relayContent(content),
        recommendation: (call) => void this.offer(call),
        toolCallCancelled: (ids) => {
          for (const id of ids) this.pendingTools.delete(id);
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
      const apps = await deps.recommendations
        .eligibleFor({ ...this.query, userId: student.id, studyMode: rules.studyMode })
        .catch((error: unknown) => {
          deps.log.warn({ err: error }, "listing recommendable apps failed; the call goes on without recommendations");
          return [];
        });
      // What the child is shown of an app the model picks: the words its check passed, never the model's.
      this.approvedWords = new Map(apps.map((app) => [app.advertiserId, app.description]));
      const handle = this.query.sessionId ? await deps.handles.get(student.id, this.query.sessionId) : undefined;
      const { age, subject, voice } = this.query;
      await this.upstream.start({ age, subject, voice, apps, requestId: deps.requestId }, handle);
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
      if (!(await this.deps.gate.isHeard(this.student.id))) return this.end(VOICE_CLOSE_CODES.consentNeeded, FAMILY_TEXTS.consentNeeded);
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
    // The camera's request is the gateway's own words: it goes through the same screen as any text.
    const text = parsed.data.type === "describe_camera" ? VOICE_CAMERA_PROMPT : parsed.data.text;
    if (parsed.data.type === "describe_camera") this.cameraPrompts.sent();
    // Sent first: a crisis reply asked for now is said after the model's (silenced) answer to these words.
    this.upstream.sendText(text);
    this.turns.typed(text);
  }

  private invalid(message: string): void {
    if (++this.invalidFrames > VOICE_MAX_INVALID_FRAMES) return this.end(VOICE_CLOSE_CODES.policy, message);
    this.send({ type: "error", message });
  }

  /** The child's words go to the page as they are; the model's only through the gate. */
  private relayContent(content: LiveContent): void {
    if (content.inputTranscription) {
      this.send({ type: "gemini_message", data: { serverContent: { inputTranscription: { text: content.inputTranscription } } } });
      this.turns.heard(content.inputTranscription);
    }
    if (content.outputTranscription) this.turns.piece(content.outputTranscription);
    if (content.turnComplete || content.interrupted) this.turns.turnEnded(content.interrupted === true);
  }

  /** A finished turn in the chat history, in one statement with its count of the day. */
  private async storeTurn(turn: { question: string; reply: string; interrupted: boolean }): Promise<void> {
    const stored = { userId: this.student.id, sessionId: this.sessionId, ...turn, ...this.cameraPrompts.takeFrom(turn.question) };
    if ((await this.deps.transcripts.storeTurn(stored, this.timeZone)) === "chat_limit")
      this.end(VOICE_CLOSE_CODES.chatLimit, CHAT_TEXTS.limitReachedInline);
  }

  private async offer(call: { id: string; advertiserId: number }): Promise<void> {
    const context = this.approvedWords.get(call.advertiserId);
    if (context === undefined) return this.upstream.answerRecommendation(call.id, false);
    this.pendingTools.add(call.id);
    try {
      await this.deps.recommendations.recordOffer({
        userId: this.student.id,
        sessionId: this.sessionId,
        advertiserId: call.advertiserId,
        context,
      });
      if (!this.pendingTools.has(call.id)) return;
      this.send({ type: "recommendation", advertiserId: call.advertiserId, context });
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
    this.turns.close();
    if (this.socket.readyState === this.socket.OPEN) {
      if (message) this.send({ type: "error", message });
      this.send({ type: "gemini_disconnected" });
      this.socket.close(code ?? 1000, message?.slice(0, 120));
    }
    if (this.slotTaken) void this.deps.slots.release(this.student.id, this.id).catch(() => undefined);
    this.onEnd(this);
  }
}
