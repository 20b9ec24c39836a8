// How the emulator behaves beyond its normal replies: a delay before answering and scripted outcomes for the
// next requests. These are options and methods for tests and the bench (and, in development, the control
// endpoints), never magic words in a question.

/** What the emulator does with one request instead of its normal reply. */
export type ScriptedOutcome =
  /** The model answers with exactly this text (e.g. an unsafe reply, to test the product's own check). */
  | { kind: "reply"; text: string }
  /** The API fails with this HTTP status (500, 503, 429...). */
  | { kind: "error"; status: number; message?: string }
  /** No answer at all until the client gives up: a timeout. */
  | { kind: "hang" }
  /** The prompt is blocked: `promptFeedback.blockReason` and no candidates. */
  | { kind: "block-prompt"; reason?: string }
  /** The reply is blocked: `finishReason: SAFETY` and no text. */
  | { kind: "block-reply" };

export interface EmulatorBehaviourOptions {
  /** Milliseconds before each answer starts; 0 answers at once (the bench's instant mode). */
  delayMs?: number;
  /** Milliseconds between two streamed chunks. */
  chunkDelayMs?: number;
  /**
   * Milliseconds before a reply verdict (a reply moderation request) answers, instead of `delayMs`: a verdict taking
   * its time while answers and speech stream at once. Unset, verdicts wait `delayMs` like any request.
   */
  verdictDelayMs?: number;
  /**
   * Live: each function call is cancelled (`toolCallCancellation`) right after it is made, before any answer, as
   * the Live API cancels a call whose turn was cut.
   */
  cancelToolCalls?: boolean;
  /**
   * Live: each piece's output transcription is sent after its audio instead of before it. The Live API promises no
   * order between transcriptions and the other messages; a gateway must stay safe either way.
   */
  transcriptionAfterAudio?: boolean;
}

export class EmulatorBehaviour {
  delayMs: number;
  chunkDelayMs: number;
  verdictDelayMs: number | undefined;
  cancelToolCalls: boolean;
  transcriptionAfterAudio: boolean;
  private readonly script: ScriptedOutcome[] = [];

  constructor(options: EmulatorBehaviourOptions = {}) {
    this.delayMs = options.delayMs ?? 0;
    this.chunkDelayMs = options.chunkDelayMs ?? 0;
    this.verdictDelayMs = options.verdictDelayMs;
    this.cancelToolCalls = options.cancelToolCalls ?? false;
    this.transcriptionAfterAudio = options.transcriptionAfterAudio ?? false;
  }

  /** How long a request waits before it answers: a reply verdict its own delay when one is set. */
  delayFor(kind: "verdict" | "model"): number {
    return kind === "verdict" ? (this.verdictDelayMs ?? this.delayMs) : this.delayMs;
  }

  /** The next requests get these outcomes, one each, in order; later ones answer normally again. */
  enqueue(...outcomes: ScriptedOutcome[]): void {
    this.script.push(...outcomes);
  }

  /** The outcome for the request being handled, if one is scripted. */
  takeNext(): ScriptedOutcome | undefined {
    return this.script.shift();
  }

  reset(options: EmulatorBehaviourOptions = {}): void {
    this.script.length = 0;
    this.delayMs = options.delayMs ?? 0;
    this.chunkDelayMs = options.chunkDelayMs ?? 0;
    this.verdictDelayMs = options.verdictDelayMs;
    this.cancelToolCalls = options.cancelToolCalls ?? false;
    this.transcriptionAfterAudio = options.transcriptionAfterAudio ?? false;
  }
}

export function isScriptedOutcome(value: unknown): value is ScriptedOutcome {
  if (typeof value !== "object" || value === null) return false;
  const outcome = value as Record<string, unknown>;
  switch (outcome.kind) {
    case "reply":
      return typeof outcome.text === "string";
    case "error":
      return typeof outcome.status === "number" && outcome.status >= 400 && outcome.status < 600;
    case "hang":
    case "block-prompt":
    case "block-reply":
      return true;
    default:
      return false;
  }
}
