import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { minuteOf } from "@kidsafe/contracts";

/** A parent changing a one-minute limit must not use that minute up. */
const PARENT_PATH_PREFIX = "/api/parental-limits";

/** Every signed-in request counts, not only the heartbeat a child can stop; each process writes a student's minute at most once. */
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
