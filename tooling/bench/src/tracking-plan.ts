export const TRACKING_SCALE = {
  advertisers: 10_000,
  students: 50,
  sessionsPerStudent: 100,
} as const;

export interface TrackingPlan {
  port: number;
  databaseUrl: string;
  advertiserIds: number[];
  students: Array<{
    id: number;
    cookie: string;
    sessions: Array<{ sessionId: string; advertiserIds: number[]; recommendedId: number | null }>;
  }>;
}

/** Seeded, so every run sends the same requests. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
