import { randomBytes } from "node:crypto";
import type { WebSocket } from "ws";
import type { EmulatorBehaviour } from "../behaviour.ts";
import { offlineReply } from "../replies/offline-reply.ts";
import { ageIn, readingLevelFor } from "../replies/reading-level.ts";
import { describeJpeg, describeView } from "./frame-description.ts";
import type { FrameDescription } from "./frame-description.ts";
import { hearTones, samplesOf, SOUND_LEVEL, speakAsTones } from "./tones.ts";
import { CLOSE, OUTPUT_MIME_TYPE, OUTPUT_SAMPLE_RATE, parseClientMessage, sampleRateOf } from "./wire.ts";
import type { LiveBlob, LiveClientMessage, LiveSetup } from "./wire.ts";

export interface LiveTurn {
  role: "user" | "model";
  text: string;
}

export interface LiveOptions {
  /** Google: about 10 minutes. */
  connectionLifetimeMs: number;
  /** goAway is sent this long before the close, with it as `timeLeft`. */
  goAwayNoticeMs: number;
  /** Silence after speech that ends the child's turn. */
  endOfSpeechSilenceMs: number;
  answerChunkMs: number;
  /** Then the answer goes on without the toolResponse. */
  toolResponseTimeoutMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  connectionLifetimeMs: 10 * 60_000,
  goAwayNoticeMs: 30_000,
  endOfSpeechSilenceMs: 500,
  answerChunkMs: 100,
  toolResponseTimeoutMs: 5_000,
};

export interface LiveSessionHost {
  options: LiveOptions;
  behaviour: EmulatorBehaviour;
  resume(handle: string): LiveTurn[] | undefined;
  remember(handle: string, history: readonly LiveTurn[]): void;
  recordSetup(setup: LiveSetup): void;
}

/** 30 s at 16 kHz; longer speech is taken as a turn there. */
const MAX_UTTERANCE_BYTES = 30 * 16_000 * 2;
const SAY_EXACTLY = /Say exactly: "([^"]+)"/;
const MEMORY_QUESTION = /\bwhat did i (just )?ask\b/i;
const CAMERA_QUESTION = /\b(see|camera|look|looking|view|describe|picture|this)\b/i;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface AppChoice {
  advertiserId: string;
  name: string;
}

/** Names come from the instruction's `<apps>` JSON block; the declaration holds ids only. */
function appsOf(setup: LiveSetup): { functionName: string; apps: AppChoice[] } | undefined {
  const system = (setup.systemInstruction?.parts ?? []).map((part) => part.text ?? "").join("\n");
  const end = system.lastIndexOf("</apps>");
  const start = system.lastIndexOf("<apps>", end);
  const block = start >= 0 && end > start ? system.slice(start + "<apps>".length, end) : undefined;
  const names = new Map<string, string>();
  try {
    for (const app of JSON.parse(block ?? "[]") as Array<{ id?: unknown; name?: unknown }>) {
      if (typeof app.id === "string" && typeof app.name === "string") names.set(app.id, app.name);
    }
  } catch {
    // Not our block: no names, so no app is recommended.
  }
  for (const tool of setup.tools ?? []) {
    for (const declaration of tool.functionDeclarations ?? []) {
      if (declaration.name !== "recommend_app") continue;
      const apps = (declaration.parameters?.properties?.advertiserId?.enum ?? []).flatMap((id) => {
        const name = names.get(id);
        return name ? [{ advertiserId: id, name }] : [];
      });
      return { functionName: declaration.name, apps };
    }
  }
  return undefined;
}

export class LiveSession {
  private setup: LiveSetup | undefined;
  private history: LiveTurn[] = [];
  private utterance: Buffer[] = [];
  private utteranceBytes = 0;
  private utteranceRate = 16_000;
  private speaking = false;
  private silenceMs = 0;
  private answering: { cancelled: boolean } | undefined;
  private pendingTool: { id: string; settle: (answered: boolean) => void } | undefined;
  private lastFrame: FrameDescription | undefined;
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly host: LiveSessionHost,
  ) {
    socket.on("message", (data: Buffer) => this.receive(data.toString("utf8")));
    socket.on("close", () => this.end());
    const { connectionLifetimeMs } = host.options;
    const notice = Math.min(host.options.goAwayNoticeMs, connectionLifetimeMs / 2);
    this.timers.push(
      setTimeout(() => this.send({ goAway: { timeLeft: `${(notice / 1000).toFixed(3)}s` } }), connectionLifetimeMs - notice),
      setTimeout(() => this.close(CLOSE.normal, "The connection reached its maximum duration."), connectionLifetimeMs),
    );
  }

  private end(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    if (this.answering) this.answering.cancelled = true;
    this.pendingTool?.settle(false);
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.end();
    this.socket.close(code, reason);
  }

  /** Google sends every server message as JSON in a binary frame. */
  private send(message: object): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(Buffer.from(JSON.stringify(message)), { binary: true });
  }

  private receive(raw: string): void {
    const message = parseClientMessage(raw);
    if (!message) return this.close(CLOSE.invalidPayload, "Invalid JSON payload received.");
    if (!this.setup) {
      if (!message.setup) return this.close(CLOSE.invalidPayload, "The first message must be a setup message.");
      return this.start(message.setup);
    }
    this.handle(message);
  }

  private start(setup: LiveSetup): void {
    if (typeof setup.model !== "string" || !setup.model.startsWith("models/")) {
      return this.close(CLOSE.invalidPayload, "Request contains an invalid argument: setup.model must be 'models/{model}'.");
    }
    const handle = setup.sessionResumption?.handle;
    if (handle) {
      const restored = this.host.resume(handle);
      if (!restored) return this.close(CLOSE.policy, "Session resumption handle not found or expired.");
      this.history = restored;
    }
    this.setup = setup;
    this.host.recordSetup(setup);
    this.send({ setupComplete: {} });
    this.offerHandle();
  }

  private offerHandle(): void {
    if (this.setup?.sessionResumption === undefined) return;
    const newHandle = randomBytes(18).toString("base64url");
    this.host.remember(newHandle, this.history);
    this.send({ sessionResumptionUpdate: { newHandle, resumable: true } });
  }

  private handle(message: LiveClientMessage): void {
    const input = message.realtimeInput;
    if (input) {
      const blobs: LiveBlob[] = [...(input.audio ? [input.audio] : []), ...(input.video ? [input.video] : []), ...(input.mediaChunks ?? [])];
      for (const blob of blobs) {
        if (blob.mimeType?.startsWith("audio/")) this.hear(blob);
        else if (blob.mimeType?.startsWith("image/")) this.look(blob);
      }
      if (input.audioStreamEnd) this.endOfSpeech();
      if (typeof input.text === "string" && input.text.trim() !== "") this.turn(input.text, false);
    }
    const content = message.clientContent;
    if (content) {
      const turns = (content.turns ?? []).map((turn) => ({
        role: turn.role === "model" ? ("model" as const) : ("user" as const),
        text: (turn.parts ?? []).map((part) => part.text ?? "").join(""),
      }));
      const last = turns.at(-1);
      if (content.turnComplete !== false && last?.role === "user") {
        this.history.push(...turns.slice(0, -1));
        this.turn(last.text, false);
      } else this.history.push(...turns);
    }
    for (const response of message.toolResponse?.functionResponses ?? []) {
      if (response.id !== undefined && response.id === this.pendingTool?.id) this.pendingTool.settle(true);
    }
  }

  private hear(blob: LiveBlob): void {
    const pcm = Buffer.from(blob.data ?? "", "base64");
    if (pcm.length < 2) return;
    const rate = sampleRateOf(blob.mimeType);
    const samples = samplesOf(pcm);
    let loud = 0;
    let lastLoud = -1;
    for (let i = 0; i < samples.length; i++) {
      if (Math.abs(samples[i] ?? 0) >= SOUND_LEVEL) {
        loud++;
        lastLoud = i;
      }
    }
    const sound = loud > samples.length * 0.05;
    if (sound) {
      // As the real model's voice activity detection does.
      if (this.answering && !this.answering.cancelled) this.interrupt();
      this.speaking = true;
      // A client may send long chunks.
      this.silenceMs = ((samples.length - 1 - lastLoud) / rate) * 1000;
    }
    if (!this.speaking) return;
    if (!sound) this.silenceMs += (samples.length / rate) * 1000;
    this.utterance.push(pcm);
    this.utteranceBytes += pcm.length;
    this.utteranceRate = rate;
    if (this.silenceMs >= this.host.options.endOfSpeechSilenceMs || this.utteranceBytes >= MAX_UTTERANCE_BYTES) this.endOfSpeech();
  }

  private interrupt(): void {
    if (this.answering) this.answering.cancelled = true;
    if (this.pendingTool) {
      this.send({ toolCallCancellation: { ids: [this.pendingTool.id] } });
      this.pendingTool.settle(false);
    }
    this.send({ serverContent: { interrupted: true } });
  }

  private endOfSpeech(): void {
    if (!this.speaking) return;
    const pcm = Buffer.concat(this.utterance);
    const rate = this.utteranceRate;
    this.utterance = [];
    this.utteranceBytes = 0;
    this.speaking = false;
    this.silenceMs = 0;
    const heard = hearTones(samplesOf(pcm), rate);
    const seconds = (pcm.length / 2 / rate).toFixed(1);
    this.turn(heard ?? `[speech I could not make out, ${seconds} s]`, true, heard === undefined);
  }

  private look(blob: LiveBlob): void {
    const frame = describeJpeg(Buffer.from(blob.data ?? "", "base64"));
    if (frame) this.lastFrame = frame;
  }

  private answerTo(text: string, unclear: boolean): string {
    const scripted = this.host.behaviour.takeNext(text);
    if (scripted?.kind === "reply") return scripted.text;
    if (unclear) {
      return "I heard you, but I'm an offline helper and can only make out words sent as test tones. Could you type your question instead?";
    }
    const sayExactly = SAY_EXACTLY.exec(text)?.[1];
    if (sayExactly) return sayExactly;
    if (MEMORY_QUESTION.test(text)) {
      const earlier = this.history.filter((turn) => turn.role === "user").at(-2);
      return earlier ? `You asked me: ${earlier.text}` : "This is the first thing you asked me today!";
    }
    if (CAMERA_QUESTION.test(text)) return describeView(this.lastFrame);
    const system = (this.setup?.systemInstruction?.parts ?? []).map((part) => part.text ?? "").join("\n");
    return offlineReply({ text, imageCount: 0, level: readingLevelFor(ageIn(system)) });
  }

  private turn(text: string, spoken: boolean, unclear = false): void {
    if (this.answering && !this.answering.cancelled) this.interrupt();
    if (spoken && this.setup?.inputAudioTranscription !== undefined) this.send({ serverContent: { inputTranscription: { text } } });
    this.history.push({ role: "user", text });
    const answer = { cancelled: false };
    this.answering = answer;
    void this.speak(text, this.answerTo(text, unclear), answer);
  }

  private async recommend(text: string, answer: { cancelled: boolean }): Promise<void> {
    const tool = this.setup ? appsOf(this.setup) : undefined;
    const words = text.toLowerCase();
    const app = tool?.apps.find((candidate) => words.includes(candidate.name.toLowerCase()));
    if (!tool || !app || answer.cancelled) return;
    const id = `call-${randomBytes(6).toString("hex")}`;
    const answered = new Promise<boolean>((settle) => {
      const timer = setTimeout(() => settle(false), this.host.options.toolResponseTimeoutMs);
      this.pendingTool = {
        id,
        settle: (value) => {
          clearTimeout(timer);
          this.pendingTool = undefined;
          settle(value);
        },
      };
    });
    this.send({
      toolCall: {
        functionCalls: [{ id, name: tool.functionName, args: { advertiserId: app.advertiserId } }],
      },
    });
    if (this.host.behaviour.cancelToolCalls) {
      this.send({ toolCallCancellation: { ids: [id] } });
      this.pendingTool?.settle(false);
    }
    await answered;
  }

  private async speak(question: string, text: string, answer: { cancelled: boolean }): Promise<void> {
    await this.recommend(question, answer);
    const bytesPerChunk = Math.round((OUTPUT_SAMPLE_RATE * this.host.options.answerChunkMs) / 1000) * 2;
    const pieces = text.match(/\S+(?:\s+\S+){0,3}\s*/g) ?? [text];
    let spoken = "";
    const transcribe = (piece: string) => {
      if (this.setup?.outputAudioTranscription !== undefined) this.send({ serverContent: { outputTranscription: { text: piece } } });
    };
    for (const piece of pieces) {
      if (answer.cancelled) break;
      if (!this.host.behaviour.transcriptionAfterAudio) transcribe(piece);
      const audio = speakAsTones(piece, OUTPUT_SAMPLE_RATE);
      for (let offset = 0; offset < audio.length && !answer.cancelled; offset += bytesPerChunk) {
        const data = audio.subarray(offset, offset + bytesPerChunk).toString("base64");
        this.send({ serverContent: { modelTurn: { parts: [{ inlineData: { mimeType: OUTPUT_MIME_TYPE, data } }] } } });
        if (this.host.behaviour.chunkDelayMs > 0) await delay(this.host.behaviour.chunkDelayMs);
      }
      if (this.host.behaviour.transcriptionAfterAudio && !answer.cancelled) transcribe(piece);
      spoken += piece;
    }
    if (spoken !== "") this.history.push({ role: "model", text: spoken.trim() });
    if (answer.cancelled || this.closed) return;
    this.answering = undefined;
    this.send({ serverContent: { generationComplete: true } });
    this.send({ serverContent: { turnComplete: true }, usageMetadata: { totalTokenCount: Math.ceil((question.length + text.length) / 4) } });
    this.offerHandle();
  }
}
