import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { minuteOf } from "@kidsafe/db";

/**
 * Paths a parent uses to set the limits themselves: a parent changing a one-minute limit must not use that minute
 * up. (The heartbeat, `/api/parental-limits/activity`, records its minute in its handler.)
 */
const PARENT_PATH_PREFIX = "/api/parental-limits";

/**
 * The daily time limit counts what the server sees: every signed-in request marks its minute as active, not only
 * the page's heartbeat (which a child can stop). Cheap: each process writes a student's minute at most once (an
 * in-memory note of the last minute written), so a busy child costs one upsert a minute, not one per request.
 */
export function createActivityRecorder(record: (userId: number) => Promise<unknown>, clock: Clock, onError: (error: unknown) => void) {
  const lastWritten = new LRUCache<number, number>({ max: 100_000 });
  return {
    seen(userId: number, path: string): void {
      if (path.startsWith(PARENT_PATH_PREFIX)) return;
      const minute = minuteOf(clock()).getTime();
      if (lastWritten.get(userId) === minute) return;
      lastWritten.set(userId, minute);
      record(userId).catch((error: unknown) => {
        lastWritten.delete(userId);
        onError(error);
      });
    },
  };
}

export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
