import { describe, expect, it } from "vitest";
import { sealApiKey } from "./sealed-key.ts";
import { STORED_KEY_TTL_MS, storedKeySource } from "./stored-key-source.ts";

const kek = Buffer.alloc(32, 3);

function world() {
  const state = { row: undefined as { sealed: Buffer } | undefined, loads: 0, now: 0, rejected: [] as string[], warnings: [] as string[] };
  const source = storedKeySource({
    provider: "gemini",
    kek,
    load: () => {
      state.loads++;
      return Promise.resolve(state.row);
    },
    recordRejected: (sealed, message) => {
      state.rejected.push(`${sealed.equals(state.row?.sealed ?? Buffer.alloc(0)) ? "current" : "old"}: ${message}`);
      return Promise.resolve();
    },
    warn: (message) => state.warnings.push(message),
    now: () => state.now,
  });
  return { state, source };
}

describe("the stored key source", () => {
  it("picks up a newly stored key within its time to live, reading the database once per period", async () => {
    const { state, source } = world();
    expect(await source.apiKey()).toBeUndefined();
    state.row = { sealed: sealApiKey(kek, "AIza-new-key", "gemini") };
    expect(await source.apiKey()).toBeUndefined();
    state.now += STORED_KEY_TTL_MS;
    expect(await source.apiKey()).toBe("AIza-new-key");
    expect(state.loads).toBe(2);
    expect(STORED_KEY_TTL_MS).toBeLessThanOrEqual(30_000);
  });

  it("reads at once after forget(), and records a refusal against the key in use", async () => {
    const { state, source } = world();
    await source.apiKey();
    state.row = { sealed: sealApiKey(kek, "AIza-new-key", "gemini") };
    source.forget();
    expect(await source.apiKey()).toBe("AIza-new-key");
    source.reportRejected?.("AIza-new-key", "API key not valid");
    source.reportRejected?.("some-other-key", "API key not valid");
    expect(state.rejected).toEqual(["current: API key not valid"]);
  });

  it("answers no key, and warns, when KEY_ENCRYPTION_KEY did not seal the stored one", async () => {
    const { state, source } = world();
    state.row = { sealed: sealApiKey(Buffer.alloc(32, 4), "AIza-old", "gemini") };
    expect(await source.apiKey()).toBeUndefined();
    expect(state.warnings[0]).toMatch(/store it again/);
  });
});
