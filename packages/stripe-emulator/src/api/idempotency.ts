// As Stripe honours Idempotency-Key: the same key and parameters replay the first answer; other parameters or another
// endpoint is an idempotency_error; keys are forgotten after 24 hours. A request refused before it ran keeps nothing,
// so it may be sent again with the same key.
import type { ApiResult } from "./context.ts";
import { idempotencyError, invalidRequest } from "./errors.ts";
import { fingerprintOf } from "./form.ts";
import type { Params } from "./form.ts";

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

interface StoredAnswer {
  path: string;
  fingerprint: string;
  requestId: string;
  result: ApiResult;
  storedAt: number;
}

export interface Replay {
  result: ApiResult;
  /** Stripe's `Original-Request` header. */
  originalRequestId: string;
}

export class IdempotencyStore {
  private readonly answers = new Map<string, StoredAnswer>();

  constructor(private readonly clock: () => number) {}

  replayFor(key: string, path: string, params: Params): Replay | undefined {
    if (key.length > MAX_KEY_LENGTH) throw invalidRequest(`Idempotency keys can be at most ${MAX_KEY_LENGTH} characters long.`);
    const stored = this.answers.get(key);
    if (!stored) return undefined;
    if (this.clock() - stored.storedAt > KEY_LIFETIME_MS) {
      this.answers.delete(key);
      return undefined;
    }
    if (stored.path !== path) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.path}' vs '${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (stored.fingerprint !== fingerprintOf(params)) {
      throw idempotencyError(
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return { result: stored.result, originalRequestId: stored.requestId };
  }

  remember(key: string, path: string, params: Params, requestId: string, result: ApiResult): void {
    const ran = (result.status >= 200 && result.status < 300) || result.status === 402;
    if (!ran) return;
    this.answers.set(key, { path, fingerprint: fingerprintOf(params), requestId, result, storedAt: this.clock() });
  }
}
