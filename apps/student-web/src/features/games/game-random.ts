import type { GameId } from "@kidsafe/contracts";
import type { RandomSource } from "./logic/random.ts";
import { createSeededRandom } from "./logic/random.ts";

/**
 * A number in this browser key makes every game replay the same shuffles, moles and AI moves (e2e tests and
 * demos use it). Unset, the games use Math.random. Not a setting anyone sees.
 */
export const GAMES_SEED_STORAGE_KEY = "kidsafe_games_seed";

export function readGamesSeed(): number | null {
  try {
    const stored = window.localStorage.getItem(GAMES_SEED_STORAGE_KEY);
    if (stored === null || !/^\d{1,9}$/.test(stored)) return null;
    return Number(stored);
  } catch {
    return null;
  }
}

/** Each game has its own stream, so opening one game does not change another's rolls. */
export function randomSourceFor(gameId: GameId, seed: number | null): RandomSource {
  if (seed === null) return Math.random;
  let offset = 0;
  for (const char of gameId) offset = (offset * 31 + char.charCodeAt(0)) >>> 0;
  return createSeededRandom((seed + offset) >>> 0);
}
