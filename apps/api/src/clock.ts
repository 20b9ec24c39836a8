/** The API's notion of "now": the daily limits, counting windows and the ages of what it keeps read it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * An lru-cache's clock options, from the API's clock: what the API keeps ages with the clock tests move (checked
 * on every read, since a moved clock jumps). Production's caches keep lru-cache's own (performance.now()).
 */
export function cacheClock(clock: Clock): { perf?: { now(): number }; ttlResolution?: number } {
  return clock === systemClock ? {} : { perf: { now: () => clock().getTime() }, ttlResolution: 0 };
}
