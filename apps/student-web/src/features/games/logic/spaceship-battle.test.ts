import { SPACESHIP_BATTLE } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import type { RandomSource } from "./random.ts";
import { createSeededRandom } from "./random.ts";
import type { BattleState } from "./spaceship-battle.ts";
import {
  AI_SHIP,
  battleOutcome,
  canShoot,
  FIELD,
  movePlayer,
  newBattle,
  PLAYER_MIN_Y,
  PLAYER_SHIP,
  secondsLeft,
  shoot,
  startBattle,
  STEP_MS,
  stepBattle,
} from "./spaceship-battle.ts";

const random: RandomSource = createSeededRandom(21);

/** Runs as many 1/60 s steps as fit in `ms` of battle time (rounded to whole steps). */
function run(state: BattleState, ms: number, source: RandomSource = random): BattleState {
  let current = state;
  for (let step = Math.round(ms / STEP_MS); step > 0; step -= 1) current = stepBattle(current, STEP_MS, source);
  return current;
}

describe("Spaceship Battle", () => {
  it("waits idle until 'Start Battle!', with the full 100 s on the countdown", () => {
    const idle = newBattle();
    expect(idle.phase).toBe("idle");
    expect(secondsLeft(idle)).toBe(100);
    expect(stepBattle(idle, STEP_MS, random)).toBe(idle);
    expect(shoot(idle)).toBe(idle);
    const running = startBattle(idle);
    expect(running.phase).toBe("running");
    expect(startBattle(running)).toBe(running);
  });

  it("counts down in whole seconds", () => {
    const running = startBattle(newBattle());
    expect(secondsLeft(run(running, 1000))).toBe(99);
    expect(secondsLeft({ ...running, elapsedMs: 99_001 })).toBe(1);
  });

  it("moves the child's ship to the pointer, kept inside the lower part of the field", () => {
    const battle = startBattle(newBattle());
    expect(movePlayer(battle, { x: 123, y: 321 }).player).toEqual({ x: 123, y: 321 });
    expect(movePlayer(battle, { x: -50, y: 10 }).player).toEqual({ x: PLAYER_SHIP.width / 2, y: PLAYER_MIN_Y + PLAYER_SHIP.height / 2 });
    expect(movePlayer(battle, { x: 9999, y: 9999 }).player).toEqual({
      x: FIELD.width - PLAYER_SHIP.width / 2,
      y: FIELD.height - PLAYER_SHIP.height / 2,
    });
  });

  it("shoots a yellow (player) bullet upward, at most one per 300 ms", () => {
    let battle = shoot(startBattle(newBattle()));
    expect(battle.bullets).toHaveLength(1);
    expect(battle.bullets[0]).toMatchObject({ owner: "player", vx: 0 });
    expect(battle.bullets[0]!.vy).toBeLessThan(0);
    expect(shoot(battle)).toBe(battle); // cooldown
    battle = run(battle, 250);
    expect(canShoot(battle)).toBe(false);
    battle = run(battle, 50 + STEP_MS);
    expect(battle.elapsedMs).toBeGreaterThanOrEqual(SPACESHIP_BATTLE.playerShotCooldownMs);
    expect(canShoot(battle)).toBe(true);
    expect(shoot(battle).bullets.filter((bullet) => bullet.owner === "player")).toHaveLength(2);
  });

  it("the AI fires a pink (ai) bullet at the child every second", () => {
    let battle = startBattle(newBattle());
    battle = run(battle, 1000 - STEP_MS);
    expect(battle.bullets.filter((bullet) => bullet.owner === "ai")).toHaveLength(0);
    battle = run(battle, STEP_MS);
    const shots = battle.bullets.filter((bullet) => bullet.owner === "ai");
    expect(shots).toHaveLength(1);
    expect(shots[0]!.vy).toBeGreaterThan(0); // toward the child, below
    expect(battle.nextAiShotMs).toBe(2 * SPACESHIP_BATTLE.aiShotIntervalMs);
  });

  it("patrols the AI ship along the top, turning at the sides", () => {
    let battle = startBattle(newBattle());
    const xs: number[] = [];
    for (let i = 0; i < 60 * 20; i += 1) {
      battle = stepBattle(battle, STEP_MS, random);
      xs.push(battle.ai.x);
    }
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(AI_SHIP.width / 2);
    expect(Math.max(...xs)).toBeLessThanOrEqual(FIELD.width - AI_SHIP.width / 2);
    expect(new Set(xs.map(Math.round)).size).toBeGreaterThan(100);
  });

  it("scores a point for the child when a yellow bullet hits the red ship", () => {
    let battle = startBattle(newBattle());
    const yellow = { owner: "player" as const, x: battle.ai.x, y: battle.ai.y + 40, vx: 0, vy: -520 };
    battle = { ...battle, bullets: [yellow] };
    battle = run(battle, 100);
    expect(battle.score).toEqual({ user: 1, ai: 0 });
    expect(battle.bullets).toEqual([]);
  });

  it("a yellow bullet that misses flies off the top and scores nothing", () => {
    let battle = startBattle(newBattle());
    battle = movePlayer(battle, { x: 30, y: 385 });
    battle = shoot({ ...battle, ai: { ...battle.ai, x: 600 } });
    battle = run(battle, 900);
    expect(battle.score.user).toBe(0);
    expect(battle.bullets.filter((bullet) => bullet.owner === "player")).toEqual([]);
  });

  it("scores a point for the AI when a pink bullet hits the child", () => {
    let battle = startBattle(newBattle());
    battle = run(battle, 1000); // the first AI shot, aimed at the child's ship, which stays put
    expect(battle.bullets.some((bullet) => bullet.owner === "ai")).toBe(true);
    battle = run(battle, 1500);
    expect(battle.score.ai).toBe(1);
    expect(battle.score.user).toBe(0);
  });

  it("a dodged pink bullet scores nothing and leaves the field", () => {
    let battle = startBattle(newBattle());
    battle = movePlayer(battle, { x: 30, y: 385 });
    battle = run(battle, 1000);
    battle = movePlayer(battle, { x: 670, y: 385 }); // out of the way of the shot aimed at x=30
    const pink = battle.bullets.find((bullet) => bullet.owner === "ai")!;
    expect(pink.vx).toBeLessThan(0);
    battle = run(battle, 900);
    expect(battle.score.ai).toBe(0);
    // Keep dodging until the bullet has passed the bottom edge.
    battle = run({ ...battle, nextAiShotMs: Infinity }, 2500);
    expect(battle.score.ai).toBe(0);
    expect(battle.bullets.filter((bullet) => bullet.owner === "ai")).toEqual([]);
  });

  it("ends at 100 s and clears the field", () => {
    let battle = startBattle(newBattle());
    battle = { ...battle, elapsedMs: SPACESHIP_BATTLE.durationMs - STEP_MS / 2 };
    battle = stepBattle(battle, STEP_MS, random);
    expect(battle.phase).toBe("over");
    expect(battle.elapsedMs).toBe(SPACESHIP_BATTLE.durationMs);
    expect(secondsLeft(battle)).toBe(0);
    expect(battle.bullets).toEqual([]);
    expect(stepBattle(battle, STEP_MS, random)).toBe(battle);
    expect(startBattle(battle).phase).toBe("running");
    expect(startBattle(battle).score).toEqual({ user: 0, ai: 0 });
  });

  it("names the winner by the higher score", () => {
    expect(battleOutcome({ user: 3, ai: 1 })).toBe("win");
    expect(battleOutcome({ user: 1, ai: 3 })).toBe("loss");
    expect(battleOutcome({ user: 2, ai: 2 })).toBe("draw");
  });

  it("replays a whole battle exactly from the same seed and the same moves", () => {
    const play = () => {
      const source = createSeededRandom(99);
      let battle = startBattle(newBattle());
      for (let frame = 0; frame < 60 * 100; frame += 1) {
        if (frame % 30 === 0) battle = movePlayer(shoot(battle), { x: 350 + 250 * Math.sin(frame / 90), y: 360 });
        battle = stepBattle(battle, STEP_MS, source);
      }
      return battle;
    };
    const first = play();
    expect(first.phase).toBe("over");
    expect(play()).toEqual(first);
    expect(first.score.user + first.score.ai).toBeGreaterThan(0);
  });
});
