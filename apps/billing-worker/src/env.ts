import { parseEnv, serverEnvShape } from "@kidsafe/server-kit";
import { z } from "zod";

const BillingWorkerEnv = z.object({
  ...serverEnvShape,
  /** The health server's port (liveness/readiness probes); the worker itself listens to Redis. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3003),
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL"),
  REDIS_URL: z.string().url("REDIS_URL must be a redis:// URL"),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(2),
});

export type BillingWorkerEnv = z.output<typeof BillingWorkerEnv>;

export function readBillingWorkerEnv(source: NodeJS.ProcessEnv = process.env): BillingWorkerEnv {
  return parseEnv(BillingWorkerEnv, source);
}
