import { WHACK_A_MOLE } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import type { RandomSource } from "./random.ts";
import { createSeededRandom } from "./random.ts";
import { advanceWhackAMole, newWhackAMoleGame, nextWhackAMoleEventAt, spawnGapMs, startWhackAMole, timeLeftMs, whack } from "./whack-a-mole.ts";

/** Always the same number: the gap and the hole become predictable. */
const constant =
  (value: number): RandomSource =>
  () =>
    value;

describe("Whack-a-Mole", () => {
  it("waits 300 to 900 ms between spawns", () => {
    expect(spawnGapMs(constant(0))).toBe(300);
    expect(spawnGapMs(constant(0.999999))).toBe(900);
    const random = createSeededRandom(4);
    for (let i = 0; i < 500; i += 1) {
      const gap = spawnGapMs(random);
      expect(gap).toBeGreaterThanOrEqual(300);
      expect(gap).toBeLessThanOrEqual(900);
    }
  });

  it("runs 30 s on 9 holes", () => {
    const game = startWhackAMole(1000, constant(0));
    expect(game.phase).toBe("running");
    expect(game.endsAt).toBe(1000 + WHACK_A_MOLE.durationMs);
    expect(timeLeftMs(game, 11_000)).toBe(20_000);
    expect(timeLeftMs(newWhackAMoleGame(), 0)).toBe(30_000);
    // With the random source at its top every spawn takes the last free hole: hole 8 is the 9th.
    const spawned = advanceWhackAMole(startWhackAMole(0, constant(0.999999)), 900, constant(0.999999));
    expect(spawned.moles.map((mole) => mole.hole)).toEqual([8]);
  });

  it("shows a mole from its spawn for 800 ms, then it ducks", () => {
    let game = startWhackAMole(0, constant(0)); // first spawn at 300 ms
    expect(advanceWhackAMole(game, 299, constant(0)).moles).toEqual([]);
    game = advanceWhackAMole(game, 300, constant(0));
    expect(game.moles).toEqual([{ hole: 0, hidesAt: 300 + WHACK_A_MOLE.moleVisibleMs }]);
    // The next spawn (gap 300) puts a second mole in the next free hole while the first is still up.
    game = advanceWhackAMole(game, 600, constant(0));
    expect(game.moles.map((mole) => mole.hole)).toEqual([0, 1]);
    game = advanceWhackAMole(game, 1099, constant(0));
    expect(game.moles.map((mole) => mole.hole)).toContain(0);
    game = advanceWhackAMole(game, 1100, constant(0));
    expect(game.moles.map((mole) => mole.hole)).not.toContain(0);
  });

  it("catches up on every spawn due after a long pause, without replaying expired moles", () => {
    const game = advanceWhackAMole(startWhackAMole(0, constant(0)), 3000, constant(0));
    // Spawns at 300, 600, ..., 3000: only those after 2200 (2400, 2700, 3000) are still up.
    expect(game.moles.map((mole) => mole.hidesAt)).toEqual([3200, 3500, 3800]);
  });

  it("scores +1 for a hit on a mole that is up, and the mole goes down", () => {
    let game = advanceWhackAMole(startWhackAMole(0, constant(0)), 300, constant(0));
    game = whack(game, 0, 500);
    expect(game.score).toBe(WHACK_A_MOLE.pointsPerHit);
    expect(game.moles).toEqual([]);
    expect(whack(game, 0, 510)).toBe(game);
  });

  it("does not score an empty hole or a mole that has already ducked", () => {
    const game = advanceWhackAMole(startWhackAMole(0, constant(0)), 300, constant(0));
    expect(whack(game, 5, 400).score).toBe(0);
    expect(whack(game, 0, 1100).score).toBe(0);
  });

  it("ends at 30 s with every mole gone, and takes no more hits", () => {
    let game = startWhackAMole(0, createSeededRandom(12));
    game = advanceWhackAMole(game, 29_999, createSeededRandom(12));
    expect(game.phase).toBe("running");
    game = advanceWhackAMole(game, 30_000, createSeededRandom(12));
    expect(game.phase).toBe("over");
    expect(game.moles).toEqual([]);
    expect(whack(game, 0, 30_000)).toBe(game);
    expect(nextWhackAMoleEventAt(game)).toBeNull();
  });

  it("tells when it next needs waking: the earliest of a hide, a spawn and the end", () => {
    const game = advanceWhackAMole(startWhackAMole(0, constant(0)), 300, constant(0));
    expect(nextWhackAMoleEventAt(game)).toBe(600);
    expect(nextWhackAMoleEventAt({ ...game, nextSpawnAt: 5000 })).toBe(1100);
  });
});
