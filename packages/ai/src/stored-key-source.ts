// Re-read at most every `ttlMs`, so a newly stored key is used on every replica with no restart.
import type { AiKeySource } from "./key-source.ts";
import { cachedKeySource, firstKeySource, fixedKeySource } from "./key-source.ts";
import { openApiKey } from "./sealed-key.ts";

export const STORED_KEY_TTL_MS = 15_000;

export const GEMINI_KEY_PROVIDER = "gemini";

export interface StoredKeySourceOptions {
  /** Also the sealed key's associated data. */
  provider: string;
  kek: Buffer;
  load(): Promise<{ sealed: Buffer } | undefined>;
  recordRejected(sealed: Buffer, message: string): Promise<void>;
  /** KEY_ENCRYPTION_KEY changed, or a refusal cannot be recorded. */
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

export interface StoredKeys {
  find(provider: string): Promise<{ sealed: Buffer } | undefined>;
  recordRejected(provider: string, sealed: Buffer, at: Date, message: string): Promise<unknown>;
}

/** `forget` makes this process read the stored key afresh at once. */
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
