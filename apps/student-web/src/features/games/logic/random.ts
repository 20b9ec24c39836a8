/**
 * Where the games get their chance from. Every rule that rolls a die takes a RandomSource, so a test (or a
 * fixed seed) replays a game exactly; the browser passes Math.random.
 */
export type RandomSource = () => number;

/** mulberry32: a tiny, fast generator with a 32-bit state; plenty for shuffling cards and placing moles. */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function randomItem<T>(random: RandomSource, items: readonly T[]): T {
  if (items.length === 0) throw new Error("randomItem needs at least one item");
  return items[Math.floor(random() * items.length)] as T;
}

/** Fisher-Yates on a copy: every order is equally likely. */
export function shuffle<T>(random: RandomSource, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
