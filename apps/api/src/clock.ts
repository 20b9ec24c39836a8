export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Checked on every read, since a moved clock jumps; production's caches keep lru-cache's own clock. */
export function cacheClock(clock: Clock): { perf?: { now(): number }; ttlResolution?: number } {
  return clock === systemClock ? {} : { perf: { now: () => clock().getTime() }, ttlResolution: 0 };
}
