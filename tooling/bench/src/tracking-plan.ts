// Shared by the tracking goal and its server process: the scale of the run and what the server sends back.

export const TRACKING_SCALE = {
  advertisers: 10_000,
  students: 50,
  /** Each session is one search over the real route, which serves its page's sponsored results (at most 2). */
  sessionsPerStudent: 100,
} as const;

/** Sent by servers/tracking.ts once it listens: where it runs and what it served to whom. */
export interface TrackingPlan {
  port: number;
  databaseUrl: string;
  advertiserIds: number[];
  students: Array<{
    id: number;
    cookie: string;
    /** Each session's sponsored results, and the app the search offered as a recommendation (null: none). */
    sessions: Array<{ sessionId: string; advertiserIds: number[]; recommendedId: number | null }>;
  }>;
}

/** A small seeded generator (mulberry32), so every run sends the same requests. */
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
