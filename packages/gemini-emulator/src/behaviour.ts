// Options and methods for tests and the bench, never magic words in a question.
import { hasErrorStatus, noFieldsNeeded, scriptedOutcomeGuard } from "@kidsafe/emulator-kit";

type Outcome =
  /** e.g. an unsafe reply, to test the product's own check. */
  | { kind: "reply"; text: string }
  | { kind: "error"; status: number; message?: string }
  | { kind: "hang" }
  | { kind: "block-prompt"; reason?: string }
  | { kind: "block-reply" };

/** What the emulator does with one request instead of its normal reply. */
export type ScriptedOutcome = Outcome & {
  /**
   * Only for a request whose text contains this (e.g. the question a test asks): tests running side by side against
   * one emulator then cannot take each other's outcomes. Without it, the next request of any kind takes it.
   */
  whenAsked?: string;
};

export interface EmulatorBehaviourOptions {
  /** Milliseconds before each answer; 0 answers at once (the bench's instant mode). */
  delayMs?: number;
  /** Milliseconds between two streamed chunks. */
  chunkDelayMs?: number;
  /** Reply verdicts' own delay; unset, they wait `delayMs` like any request. */
  verdictDelayMs?: number;
  /** Live: cancel each function call right after it is made, as the Live API does when a turn is cut. */
  cancelToolCalls?: boolean;
  /** Live: send transcriptions after their audio. The Live API promises no order; a gateway must stay safe either way. */
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

  delayFor(kind: "verdict" | "model"): number {
    return kind === "verdict" ? (this.verdictDelayMs ?? this.delayMs) : this.delayMs;
  }

  /** One each, in order; later requests answer normally again. */
  enqueue(...outcomes: ScriptedOutcome[]): void {
    this.script.push(...outcomes);
  }

  /** The first queued outcome meant for a request with this text, taken off the queue. */
  takeNext(requestText: string): ScriptedOutcome | undefined {
    const index = this.script.findIndex((outcome) => outcome.whenAsked === undefined || requestText.includes(outcome.whenAsked));
    return index === -1 ? undefined : this.script.splice(index, 1)[0];
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

export const isScriptedOutcome = scriptedOutcomeGuard<ScriptedOutcome>("whenAsked", {
  reply: (outcome) => typeof outcome.text === "string",
  error: hasErrorStatus,
  hang: noFieldsNeeded,
  "block-prompt": noFieldsNeeded,
  "block-reply": noFieldsNeeded,
});
