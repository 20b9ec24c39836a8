import { parseEnv, serverEnvShape } from "@kidsafe/server-kit";
import { z } from "zod";

const DEV_ONLY_SESSION_SECRET = "dev-only-session-secret-change-me-0123456789";

const ApiEnv = z
  .object({
    ...serverEnvShape,
    PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL"),
    REDIS_URL: z.string().url("REDIS_URL must be a redis:// URL"),
    /** Signs session cookies. At least 32 characters; required in production. */
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  })
  .transform((env, context) => {
    if (!env.SESSION_SECRET && env.NODE_ENV === "production") {
      context.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET is required in production" });
      return z.NEVER;
    }
    return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEV_ONLY_SESSION_SECRET };
  });

export type ApiEnv = z.output<typeof ApiEnv>;

export function readApiEnv(source: NodeJS.ProcessEnv = process.env): ApiEnv {
  return parseEnv(ApiEnv, source);
}
