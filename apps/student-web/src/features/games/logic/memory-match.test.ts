import { MEMORY_MATCH } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import type { MemoryMatchState } from "./memory-match.ts";
import { flipCard, FRUIT_FACES, isComplete, isFaceUp, matchedPairs, newMemoryMatchGame, settleFlips } from "./memory-match.ts";
import { createSeededRandom } from "./random.ts";

function indexesOf(state: MemoryMatchState, face: string): number[] {
  return state.cards.flatMap((card, index) => (card.face === face ? [index] : []));
}

function twoDifferent(state: MemoryMatchState): [number, number] {
  const first = state.cards[0]!.face;
  return [0, state.cards.findIndex((card) => card.face !== first)];
}

describe("Memory Match", () => {
  it("deals a 4x4 grid: 6 fruit pairs plus other cards, every card with exactly one partner", () => {
    const game = newMemoryMatchGame(createSeededRandom(1));
    expect(game.cards).toHaveLength(MEMORY_MATCH.rows * MEMORY_MATCH.columns);
    const counts = new Map<string, number>();
    for (const card of game.cards) counts.set(card.face, (counts.get(card.face) ?? 0) + 1);
    expect([...counts.values()].every((count) => count === 2)).toBe(true);
    const fruit = [...counts.keys()].filter((face) => (FRUIT_FACES as readonly string[]).includes(face));
    expect(fruit).toHaveLength(MEMORY_MATCH.fruitPairs);
    expect(counts.size).toBeGreaterThan(MEMORY_MATCH.fruitPairs);
    expect(game.cards.every((card) => !card.matched)).toBe(true);
  });

  it("shuffles with the random source: same seed same deal, another seed another", () => {
    const faces = (seed: number) => newMemoryMatchGame(createSeededRandom(seed)).cards.map((card) => card.face);
    expect(faces(5)).toEqual(faces(5));
    expect(faces(5)).not.toEqual(faces(6));
  });

  it("keeps a matching pair face up after the 800 ms delay", () => {
    let game = newMemoryMatchGame(createSeededRandom(2));
    const [a, b] = indexesOf(game, game.cards[0]!.face) as [number, number];
    game = flipCard(game, a, 1000);
    expect(isFaceUp(game, a)).toBe(true);
    game = flipCard(game, b, 1100);
    expect(game.settleAt).toBe(1100 + MEMORY_MATCH.flipBackDelayMs);
    expect(game.moves).toBe(1);
    expect(settleFlips(game, 1899)).toBe(game);
    game = settleFlips(game, 1900);
    expect(game.flipped).toEqual([]);
    expect(matchedPairs(game)).toBe(1);
    expect(isFaceUp(game, a) && isFaceUp(game, b)).toBe(true);
  });

  it("turns two different cards back over after 800 ms", () => {
    let game = newMemoryMatchGame(createSeededRandom(3));
    const [a, b] = twoDifferent(game);
    game = flipCard(flipCard(game, a, 0), b, 10);
    expect(isFaceUp(game, a) && isFaceUp(game, b)).toBe(true);
    game = settleFlips(game, 10 + MEMORY_MATCH.flipBackDelayMs);
    expect(isFaceUp(game, a) || isFaceUp(game, b)).toBe(false);
    expect(matchedPairs(game)).toBe(0);
  });

  it("ignores a third flip while two cards wait, and a flip of a card already up", () => {
    let game = newMemoryMatchGame(createSeededRandom(4));
    const [a, b] = twoDifferent(game);
    game = flipCard(game, a, 0);
    expect(flipCard(game, a, 5)).toBe(game);
    game = flipCard(game, b, 10);
    const third = game.cards.findIndex((_, index) => index !== a && index !== b);
    expect(flipCard(game, third, 20)).toBe(game);
    expect(flipCard(game, 99, 20)).toBe(game);
  });

  it("is complete once every pair is found", () => {
    let game = newMemoryMatchGame(createSeededRandom(8));
    let now = 0;
    for (const face of new Set(game.cards.map((card) => card.face))) {
      const [a, b] = indexesOf(game, face) as [number, number];
      game = flipCard(flipCard(game, a, now), b, now);
      now += MEMORY_MATCH.flipBackDelayMs;
      game = settleFlips(game, now);
    }
    expect(isComplete(game)).toBe(true);
    expect(matchedPairs(game)).toBe(8);
    expect(game.moves).toBe(8);
  });
});
