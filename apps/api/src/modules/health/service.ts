import { pingDatabase } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Redis } from "ioredis";

export interface HealthReport {
  status: "ok" | "degraded";
  postgres: boolean;
  redis: boolean;
}

export function createHealthService({ db, redis }: { db: Db; redis: Redis }) {
  return {
    async check(): Promise<HealthReport> {
      const [postgres, redisUp] = await Promise.all([
        pingDatabase(db),
        redis.ping().then(
          () => true,
          () => false,
        ),
      ]);
      return { status: postgres && redisUp ? "ok" : "degraded", postgres, redis: redisUp };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
