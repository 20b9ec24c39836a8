import { z } from "zod";
import type { Db } from "@kidsafe/db";
import { sql } from "kysely";
import type { Redis } from "ioredis";
import type { Api } from "../../route.ts";

const Health = z.object({ status: z.enum(["ok", "degraded"]), postgres: z.boolean(), redis: z.boolean() });

/** GET /api/health: 200 when PostgreSQL and Redis both answer, 503 otherwise (for probes and dev-stack). */
export function healthRoutes(app: Api, { db, redis }: { db: Db; redis: Redis }): void {
  app.get("/api/health", { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const [postgres, redisUp] = await Promise.all([
      sql`select 1`.execute(db).then(() => true, () => false),
      redis.ping().then(() => true, () => false),
    ]);
    const healthy = postgres && redisUp;
    return reply.status(healthy ? 200 : 503).send({ status: healthy ? "ok" : "degraded", postgres, redis: redisUp });
  });
}
