// Faults on demand, for testing what a Stripe client does when Stripe is not well: the next API requests get these
// outcomes instead of their answer. Options and methods for tests (and the /__emulator/script endpoint), never magic
// values in a request.

export type ScriptedOutcome = (
  | /** Stripe answers this status with an api_error (500, 503...) or a rate limit (429). */
    { kind: "error"; status: number; message?: string }
    /** No answer until the client gives up: a timeout. */
  | { kind: "hang" }
  /** The connection is dropped without an answer: a network failure. */
  | { kind: "disconnect" }
) & {
  /** Only a request to this path (e.g. /v1/refunds) takes the outcome; requests to other paths pass it by. */
  path?: string;
};

export class EmulatorBehaviour {
  private readonly script: ScriptedOutcome[] = [];
  /** Milliseconds each answer waits after the request's work is done: a slow network, a charge in flight. */
  delayMs = 0;

  /** The next API requests get these outcomes, one each, in order; later ones are answered normally. */
  enqueue(...outcomes: ScriptedOutcome[]): void {
    this.script.push(...outcomes);
  }

  /** The outcome for the next request to `path`: the first scripted for any path or for this one. */
  takeNext(path?: string): ScriptedOutcome | undefined {
    const index = this.script.findIndex((outcome) => outcome.path === undefined || outcome.path === path);
    return index === -1 ? undefined : this.script.splice(index, 1)[0];
  }

  /** How many scripted outcomes no request has taken yet. */
  get outcomesLeft(): number {
    return this.script.length;
  }

  reset(): void {
    this.script.length = 0;
    this.delayMs = 0;
  }
}

export function isScriptedOutcome(value: unknown): value is ScriptedOutcome {
  if (typeof value !== "object" || value === null) return false;
  const outcome = value as Record<string, unknown>;
  if (outcome.path !== undefined && typeof outcome.path !== "string") return false;
  switch (outcome.kind) {
    case "error":
      return typeof outcome.status === "number" && outcome.status >= 400 && outcome.status < 600;
    case "hang":
    case "disconnect":
      return true;
    default:
      return false;
  }
}
