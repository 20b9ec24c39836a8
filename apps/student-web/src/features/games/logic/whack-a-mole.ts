// Whack-a-Mole: a 30 s round over 9 holes; a mole pops up every 300 to 900 ms and stays 800 ms;
// each hit scores 1.
import { WHACK_A_MOLE } from "@kidsafe/contracts";
import type { RandomSource } from "./random.ts";
import { randomInt, randomItem } from "./random.ts";

export interface Mole {
  hole: number;
  /** The time (ms) at which it ducks back down. */
  hidesAt: number;
}

export interface WhackAMoleState {
  phase: "idle" | "running" | "over";
  endsAt: number;
  /** Moles up at the moment; spawns are faster than a mole's 800 ms, so several can be up at once. */
  moles: readonly Mole[];
  nextSpawnAt: number;
  score: number;
}

export function newWhackAMoleGame(): WhackAMoleState {
  return { phase: "idle", endsAt: 0, moles: [], nextSpawnAt: 0, score: 0 };
}

export function spawnGapMs(random: RandomSource): number {
  return randomInt(random, WHACK_A_MOLE.spawnMinMs, WHACK_A_MOLE.spawnMaxMs);
}

/** A fresh 30 s round from `now`; the first mole comes after one spawn gap. */
export function startWhackAMole(now: number, random: RandomSource): WhackAMoleState {
  return {
    phase: "running",
    endsAt: now + WHACK_A_MOLE.durationMs,
    moles: [],
    nextSpawnAt: now + spawnGapMs(random),
    score: 0,
  };
}

export function timeLeftMs(state: WhackAMoleState, now: number): number {
  if (state.phase === "idle") return WHACK_A_MOLE.durationMs;
  return Math.max(0, state.endsAt - now);
}

/** The moles still up at `time`; the same array when none went down (so an unchanged round stays equal). */
function stillUp(moles: readonly Mole[], time: number): readonly Mole[] {
  return moles.some((mole) => mole.hidesAt <= time) ? moles.filter((mole) => mole.hidesAt > time) : moles;
}

/**
 * Brings the round up to `now`: moles whose 800 ms are up go down, due spawns pop up in a free hole (a spawn
 * with every hole taken is skipped), and at 30 s the round ends with every mole gone.
 */
export function advanceWhackAMole(state: WhackAMoleState, now: number, random: RandomSource): WhackAMoleState {
  if (state.phase !== "running") return state;
  let moles = state.moles;
  let nextSpawnAt = state.nextSpawnAt;
  while (nextSpawnAt <= now && nextSpawnAt < state.endsAt) {
    const spawnedAt = nextSpawnAt;
    moles = stillUp(moles, spawnedAt);
    const taken = new Set(moles.map((mole) => mole.hole));
    const free = Array.from({ length: WHACK_A_MOLE.holes }, (_, hole) => hole).filter((hole) => !taken.has(hole));
    if (free.length > 0) moles = [...moles, { hole: randomItem(random, free), hidesAt: spawnedAt + WHACK_A_MOLE.moleVisibleMs }];
    nextSpawnAt = spawnedAt + spawnGapMs(random);
  }
  if (now >= state.endsAt) return { ...state, phase: "over", moles: [], nextSpawnAt };
  moles = stillUp(moles, now);
  if (moles === state.moles && nextSpawnAt === state.nextSpawnAt) return state;
  return { ...state, moles, nextSpawnAt };
}

/** A tap on `hole` at `now`: +1 and the mole goes down if one is up there; a miss changes nothing. */
export function whack(state: WhackAMoleState, hole: number, now: number): WhackAMoleState {
  if (state.phase !== "running" || now >= state.endsAt) return state;
  const hit = state.moles.find((mole) => mole.hole === hole && mole.hidesAt > now);
  if (!hit) return state;
  return { ...state, moles: state.moles.filter((mole) => mole !== hit), score: state.score + WHACK_A_MOLE.pointsPerHit };
}

/** The next time something changes on its own (a mole hides, one spawns, the round ends): when to wake up. */
export function nextWhackAMoleEventAt(state: WhackAMoleState): number | null {
  if (state.phase !== "running") return null;
  return Math.min(state.endsAt, state.nextSpawnAt, ...state.moles.map((mole) => mole.hidesAt));
}
