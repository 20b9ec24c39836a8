import { describe, expect, it } from "vitest";
import { createSeededRandom, randomInt, randomItem, shuffle } from "./random.ts";

describe("seeded random source", () => {
  it("replays the same numbers for the same seed, in [0, 1)", () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(first).size).toBe(100);
  });

  it("gives another sequence for another seed", () => {
    const a = createSeededRandom(1);
    const b = createSeededRandom(2);
    expect([a(), a(), a()]).not.toEqual([b(), b(), b()]);
  });

  it("randomInt covers both ends and nothing outside", () => {
    const random = createSeededRandom(7);
    const seen = new Set(Array.from({ length: 2000 }, () => randomInt(random, 300, 305)));
    expect([...seen].sort()).toEqual([300, 301, 302, 303, 304, 305]);
  });

  it("randomItem refuses an empty list", () => {
    expect(() => randomItem(createSeededRandom(1), [])).toThrow(/at least one/);
  });

  it("shuffle keeps every item and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(createSeededRandom(3), input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(input);
    expect(shuffled).not.toEqual(input);
  });
});
