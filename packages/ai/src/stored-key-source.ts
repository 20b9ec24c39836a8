// The operator-stored key as an AiKeySource, for every server that calls Gemini (the API, the voice gateway, the
// billing worker's re-checks): it reads the sealed key through the caller's `load` (a database read), opens it with
// the key-encryption key, and re-reads at most every `ttlMs`, so a newly stored key is used within that time on
// every replica, with no restart.
import type { AiKeySource } from "./key-source.ts";
import { cachedKeySource, firstKeySource, fixedKeySource } from "./key-source.ts";
import { openApiKey } from "./sealed-key.ts";

/** How often a server re-reads the stored key: a new key is in use everywhere within this time. */
export const STORED_KEY_TTL_MS = 15_000;

/** The stored key's row: seed 001's admin page stores the key of the model this product uses. */
export const GEMINI_KEY_PROVIDER = "gemini";

export interface StoredKeySourceOptions {
  /** The provider's row ("gemini"), also the sealed key's associated data. */
  provider: string;
  kek: Buffer;
  load(): Promise<{ sealed: Buffer } | undefined>;
  /** Records Gemini's refusal of the key sealed as `sealed`, for the console. */
  recordRejected(sealed: Buffer, message: string): Promise<void>;
  /** Told when the stored key cannot be opened (KEY_ENCRYPTION_KEY changed), or a refusal cannot be recorded. */
  warn(message: string): void;
  ttlMs?: number;
  now?: () => number;
}

export function storedKeySource(options: StoredKeySourceOptions): AiKeySource & { forget(): void } {
  let current: { key: string; sealed: Buffer } | undefined;
  const reader: AiKeySource = {
    async apiKey() {
      const row = await options.load();
      if (!row) return (current = undefined);
      const key = openApiKey(options.kek, row.sealed, options.provider);
      if (key === undefined) options.warn("The stored AI key cannot be opened with KEY_ENCRYPTION_KEY: store it again in the console");
      current = key === undefined ? undefined : { key, sealed: row.sealed };
      return key;
    },
    reportRejected(key, message) {
      const sealed = current?.key === key ? current.sealed : undefined;
      if (!sealed) return;
      options.recordRejected(sealed, message).catch((error: unknown) => options.warn(`Could not record the key's refusal: ${String(error)}`));
    },
  };
  return cachedKeySource(reader, options.ttlMs ?? STORED_KEY_TTL_MS, options.now);
}

/** Where a server's stored keys are (the `ai_provider_keys` repository of @kidsafe/db). */
export interface StoredKeys {
  find(provider: string): Promise<{ sealed: Buffer } | undefined>;
  recordRejected(provider: string, sealed: Buffer, at: Date, message: string): Promise<unknown>;
}

/**
 * The Gemini key of every AI call of a server: the operator-stored key first (re-read at most every
 * STORED_KEY_TTL_MS), then GEMINI_API_KEY. `forget` makes this process read the stored key afresh at once.
 */
export function geminiKeySource(options: {
  keys: StoredKeys;
  kek: Buffer;
  environmentKey: string | undefined;
  warn(message: string): void;
}): AiKeySource & { forget(): void } {
  const stored = storedKeySource({
    provider: GEMINI_KEY_PROVIDER,
    kek: options.kek,
    load: () => options.keys.find(GEMINI_KEY_PROVIDER),
    recordRejected: async (sealed, message) => {
      await options.keys.recordRejected(GEMINI_KEY_PROVIDER, sealed, new Date(), message);
    },
    warn: (message) => options.warn(message),
  });
  return { ...firstKeySource(stored, fixedKeySource(options.environmentKey)), forget: () => stored.forget() };
}
