import { describe, expect, it } from "vitest";
import { cachedKeySource, firstKeySource, fixedKeySource } from "./key-source.ts";
import type { AiKeySource } from "./key-source.ts";

/** A key store an operator can change, counting how often it is read (stands in for a database table). */
function storedKeys(initial: string | undefined) {
  const store = { key: initial, reads: 0 };
  const source: AiKeySource = {
    apiKey: () => {
      store.reads++;
      return Promise.resolve(store.key);
    },
  };
  return { store, source };
}

describe("key sources", () => {
  it("treats a blank environment key as none", async () => {
    expect(await fixedKeySource("  ").apiKey()).toBeUndefined();
    expect(await fixedKeySource(" abc ").apiKey()).toBe("abc");
  });

  it("prefers the operator-stored key and falls back to the environment", async () => {
    const { store, source } = storedKeys(undefined);
    const keys = firstKeySource(source, fixedKeySource("from-env"));
    expect(await keys.apiKey()).toBe("from-env");
    store.key = "stored";
    expect(await keys.apiKey()).toBe("stored");
  });

  it("reads a slow source once per ttl and picks up a new key after it", async () => {
    let now = 0;
    const { store, source } = storedKeys("one");
    const cached = cachedKeySource(source, 1000, () => now);
    expect(await Promise.all([cached.apiKey(), cached.apiKey()])).toEqual(["one", "one"]);
    expect(store.reads).toBe(1);
    store.key = "two";
    now = 999;
    expect(await cached.apiKey()).toBe("one");
    now = 1000;
    expect(await cached.apiKey()).toBe("two");
    expect(store.reads).toBe(2);
  });
});
