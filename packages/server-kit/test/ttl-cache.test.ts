import { describe, expect, it } from "vitest";
import { cacheKey, createTtlCache, normalisedQuery } from "../src/index.ts";

function counter<V>(values: V[]) {
  let calls = 0;
  return {
    load: () => Promise.resolve(values[Math.min(calls++, values.length - 1)]!),
    get calls() {
      return calls;
    },
  };
}

describe("the in-process TTL cache", () => {
  it("reuses a value until it expires, then loads again", async () => {
    let now = 0;
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const source = counter(["first", "second"]);
    expect(await cache.getOrLoad("k", source.load)).toBe("first");
    now = 999;
    expect(await cache.getOrLoad("k", source.load)).toBe("first");
    now = 1000;
    expect(await cache.getOrLoad("k", source.load)).toBe("second");
    expect(source.calls).toBe(2);
  });

  it("shares a value still loading: many callers at once, one load", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let finish!: (value: number) => void;
    const load = () => {
      loads++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 20 }, () => cache.getOrLoad("k", load));
    finish(7);
    expect(await Promise.all(waiting)).toEqual(Array(20).fill(7));
    expect(loads).toBe(1);
  });

  it("forgets a load that failed or that `keep` refuses, so the next call loads again", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.getOrLoad("k", () => Promise.resolve("up"))).toBe("up");

    const keepGood = (value: string) => value !== "failed";
    expect(await cache.getOrLoad("m", () => Promise.resolve("failed"), keepGood)).toBe("failed");
    await Promise.resolve();
    expect(await cache.getOrLoad("m", () => Promise.resolve("answered"), keepGood)).toBe("answered");
    expect(await cache.getOrLoad("m", () => Promise.resolve("not asked"), keepGood)).toBe("answered");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await cache.getOrLoad(key, () => Promise.resolve(key));
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad("a", () => Promise.resolve("a again"))).toBe("a again");
    expect(await cache.getOrLoad("c", () => Promise.resolve("not asked"))).toBe("c");
  });

  it("keeps a value in use while one-off keys come and go", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    await cache.getOrLoad("common", () => Promise.resolve("kept"));
    for (let index = 0; index < 10; index++) {
      await cache.getOrLoad(`one-off ${index}`, () => Promise.resolve("once"));
      expect(await cache.getOrLoad("common", () => Promise.resolve("loaded again"))).toBe("kept");
    }
    expect(cache.size).toBe(3);
  });

  it("with a TTL of 0 loads every time and keeps nothing", async () => {
    const cache = createTtlCache<string>({ ttlMs: 0, maxEntries: 10 });
    const source = counter(["x"]);
    await cache.getOrLoad("k", source.load);
    await cache.getOrLoad("k", source.load);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keys the same words however they were typed, and keeps parts apart", () => {
    expect(normalisedQuery("  Solar   SYSTEM\tfacts ")).toBe("solar system facts");
    expect(cacheKey("a b", 8, null)).not.toBe(cacheKey("a", "b 8", null));
  });
});
