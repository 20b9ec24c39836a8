// Spaceship Battle: 100 s on a 700x400 field. The child's ship follows the mouse (or a
// finger) and shoots yellow bullets upward, at most one per 300 ms; the red AI ship patrols the top and fires a
// pink bullet at the child every second. A hit scores a point for the shooter; the higher score wins.
// Time here is battle time, advanced in fixed steps by the caller, so a test replays a battle exactly.
import { SPACESHIP_BATTLE } from "@kidsafe/contracts";
import type { RandomSource } from "./random.ts";

export const FIELD = { width: SPACESHIP_BATTLE.canvasWidth, height: SPACESHIP_BATTLE.canvasHeight } as const;
/** One simulation step: the seed's 60 frames per second. */
export const STEP_MS = 1000 / SPACESHIP_BATTLE.framesPerSecond;

export const PLAYER_SHIP = { width: 40, height: 30 } as const;
export const AI_SHIP = { width: 56, height: 30, y: 45, speedPxPerS: 150 } as const;
export const BULLET_RADIUS = 4;
export const PLAYER_BULLET_SPEED_PX_PER_S = 520;
export const AI_BULLET_SPEED_PX_PER_S = 230;
/** The child's ship stays in the lower part of the field, below the AI's patrol line. */
export const PLAYER_MIN_Y = FIELD.height / 2;

export interface Vector {
  x: number;
  y: number;
}

export interface Bullet extends Vector {
  owner: "player" | "ai";
  vx: number;
  vy: number;
}

export type BattlePhase = "idle" | "running" | "over";
export type BattleOutcome = "win" | "loss" | "draw";

export interface BattleState {
  phase: BattlePhase;
  /** Battle time so far (ms). */
  elapsedMs: number;
  player: Vector;
  ai: Vector & { direction: 1 | -1 };
  bullets: readonly Bullet[];
  /** Battle time of the child's last shot; -Infinity before the first. */
  lastPlayerShotMs: number;
  nextAiShotMs: number;
  score: { user: number; ai: number };
}

const TIME_EPSILON_MS = 1e-6;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function newBattle(): BattleState {
  return {
    phase: "idle",
    elapsedMs: 0,
    player: { x: FIELD.width / 2, y: FIELD.height - PLAYER_SHIP.height },
    ai: { x: FIELD.width / 2, y: AI_SHIP.y, direction: 1 },
    bullets: [],
    lastPlayerShotMs: -Infinity,
    nextAiShotMs: SPACESHIP_BATTLE.aiShotIntervalMs,
    score: { user: 0, ai: 0 },
  };
}

/** 'Start Battle!': a fresh battle, running. Ignored while one runs. */
export function startBattle(state: BattleState): BattleState {
  if (state.phase === "running") return state;
  return { ...newBattle(), player: state.player, phase: "running" };
}

/** Moves the child's ship to where the pointer is, kept inside the field's lower part. */
export function movePlayer(state: BattleState, target: Vector): BattleState {
  const halfWidth = PLAYER_SHIP.width / 2;
  const halfHeight = PLAYER_SHIP.height / 2;
  const x = clamp(target.x, halfWidth, FIELD.width - halfWidth);
  const y = clamp(target.y, PLAYER_MIN_Y + halfHeight, FIELD.height - halfHeight);
  if (x === state.player.x && y === state.player.y) return state;
  return { ...state, player: { x, y } };
}

export function canShoot(state: BattleState): boolean {
  return state.phase === "running" && state.elapsedMs - state.lastPlayerShotMs + TIME_EPSILON_MS >= SPACESHIP_BATTLE.playerShotCooldownMs;
}

/** A click: a yellow bullet from the ship's nose, unless the last one left less than 300 ms ago. */
export function shoot(state: BattleState): BattleState {
  if (!canShoot(state)) return state;
  const bullet: Bullet = {
    owner: "player",
    x: state.player.x,
    y: state.player.y - PLAYER_SHIP.height / 2,
    vx: 0,
    vy: -PLAYER_BULLET_SPEED_PX_PER_S,
  };
  return { ...state, bullets: [...state.bullets, bullet], lastPlayerShotMs: state.elapsedMs };
}

function hits(bullet: Bullet, ship: Vector, size: { width: number; height: number }): boolean {
  return Math.abs(bullet.x - ship.x) <= size.width / 2 + BULLET_RADIUS && Math.abs(bullet.y - ship.y) <= size.height / 2 + BULLET_RADIUS;
}

function aimedAiBullet(from: Vector, target: Vector): Bullet {
  const start = { x: from.x, y: from.y + AI_SHIP.height / 2 };
  const dx = target.x - start.x;
  const dy = target.y - start.y;
  const length = Math.hypot(dx, dy) || 1;
  return {
    owner: "ai",
    ...start,
    vx: (dx / length) * AI_BULLET_SPEED_PX_PER_S,
    vy: (dy / length) * AI_BULLET_SPEED_PX_PER_S,
  };
}

/**
 * Advances a running battle by `dtMs` of battle time: the AI patrols (bouncing off the sides), fires every
 * second at where the child is (and then picks a new patrol direction at random), bullets fly, hits score,
 * and at 100 s the battle is over.
 */
export function stepBattle(state: BattleState, dtMs: number, random: RandomSource): BattleState {
  if (state.phase !== "running") return state;
  // Sixty float steps of 1000/60 ms can add up to a hair under one second: timers compare with a tolerance.
  const elapsedMs = Math.min(state.elapsedMs + dtMs + TIME_EPSILON_MS, SPACESHIP_BATTLE.durationMs) - TIME_EPSILON_MS;
  const seconds = dtMs / 1000;

  const halfAi = AI_SHIP.width / 2;
  let direction = state.ai.direction;
  let aiX = state.ai.x + direction * AI_SHIP.speedPxPerS * seconds;
  if (aiX <= halfAi || aiX >= FIELD.width - halfAi) {
    aiX = clamp(aiX, halfAi, FIELD.width - halfAi);
    direction = direction === 1 ? -1 : 1;
  }
  const ai = { x: aiX, y: state.ai.y, direction };

  const flying: Bullet[] = [];
  const score = { ...state.score };
  for (const bullet of state.bullets) {
    const moved = { ...bullet, x: bullet.x + bullet.vx * seconds, y: bullet.y + bullet.vy * seconds };
    if (moved.owner === "player" && hits(moved, ai, AI_SHIP)) score.user += 1;
    else if (moved.owner === "ai" && hits(moved, state.player, PLAYER_SHIP)) score.ai += 1;
    else if (
      moved.x >= -BULLET_RADIUS &&
      moved.x <= FIELD.width + BULLET_RADIUS &&
      moved.y >= -BULLET_RADIUS &&
      moved.y <= FIELD.height + BULLET_RADIUS
    ) {
      flying.push(moved);
    }
  }

  let nextAiShotMs = state.nextAiShotMs;
  if (elapsedMs + TIME_EPSILON_MS >= nextAiShotMs) {
    flying.push(aimedAiBullet(ai, state.player));
    nextAiShotMs += SPACESHIP_BATTLE.aiShotIntervalMs;
    ai.direction = random() < 0.5 ? -1 : 1;
  }

  const phase = elapsedMs + TIME_EPSILON_MS >= SPACESHIP_BATTLE.durationMs ? "over" : "running";
  return {
    ...state,
    phase,
    elapsedMs: phase === "over" ? SPACESHIP_BATTLE.durationMs : elapsedMs,
    ai,
    bullets: phase === "over" ? [] : flying,
    nextAiShotMs,
    score,
  };
}

/** The countdown shown beside the score, in whole seconds (100 before the start, 0 at the end). */
export function secondsLeft(state: BattleState): number {
  return Math.ceil((SPACESHIP_BATTLE.durationMs - state.elapsedMs) / 1000);
}

export function battleOutcome(score: BattleState["score"]): BattleOutcome {
  if (score.user > score.ai) return "win";
  if (score.user < score.ai) return "loss";
  return "draw";
}
