// Faults on demand, set through options and methods, never magic values in a request.
import { hasErrorStatus, noFieldsNeeded, scriptedOutcomeGuard } from "@kidsafe/emulator-kit";

export type ScriptedOutcome = (
  | /** Stripe answers this status with an api_error (500, 503...) or a rate limit (429). */
    { kind: "error"; status: number; message?: string }
  | { kind: "hang" }
  | { kind: "disconnect" }
) & {
  /** Requests to other paths pass it by. */
  path?: string;
};

export class EmulatorBehaviour {
  private readonly script: ScriptedOutcome[] = [];
  delayMs = 0;

  enqueue(...outcomes: ScriptedOutcome[]): void {
    this.script.push(...outcomes);
  }

  takeNext(path?: string): ScriptedOutcome | undefined {
    const index = this.script.findIndex((outcome) => outcome.path === undefined || outcome.path === path);
    return index === -1 ? undefined : this.script.splice(index, 1)[0];
  }

  get outcomesLeft(): number {
    return this.script.length;
  }

  reset(): void {
    this.script.length = 0;
    this.delayMs = 0;
  }
}

export const isScriptedOutcome = scriptedOutcomeGuard<ScriptedOutcome>("path", {
  error: hasErrorStatus,
  hang: noFieldsNeeded,
  disconnect: noFieldsNeeded,
});
