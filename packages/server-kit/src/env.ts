import { isIP } from "node:net";
import { z } from "zod";

/** A wrong value stops the process at start-up with a message naming each variable. */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, source: NodeJS.ProcessEnv = process.env): z.output<Schema> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

export type TrustedProxies = false | number | string[];

const TRUST_EVERY_HOP =
  "TRUST_PROXY=true would trust every X-Forwarded-For hop, so anyone could forge their address: give the number of proxies in front (e.g. 1) or their addresses as a comma-separated CIDR list";

function isAddressOrCidr(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** 'true' is refused: it would believe a client's own X-Forwarded-For. */
export const TrustProxyVariable = z
  .string()
  .trim()
  .default("false")
  .transform((value, context): TrustedProxies => {
    if (value === "" || value === "false") return false;
    if (value === "true") {
      context.addIssue({ code: "custom", message: TRUST_EVERY_HOP });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
      context.addIssue({ code: "custom", message: "TRUST_PROXY as a hop count must be from 1 to 10" });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
    if (wrong.length === 0) return entries;
    context.addIssue({ code: "custom", message: `TRUST_PROXY has entries that are neither an address nor a CIDR range: ${wrong.join(", ")}` });
    return z.NEVER;
  });

export const TRUST_PROXY_REQUIRED = {
  code: "custom" as const,
  path: ["TRUST_PROXY"],
  message:
    "TRUST_PROXY is required in production: without it every child shares the ingress's address (per-IP limits) and Secure cookies are refused. Set the number of proxies in front (1) or their CIDR list",
};

export const listenerEnvShape = {
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: TrustProxyVariable,
};

/** Signs the API's session cookies, which the voice gateway checks: a fixed value outside production only. */
const DEV_ONLY_SESSION_SECRET = "dev-only-session-secret-change-me-0123456789";

export const sessionSecretEnvShape = {
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
};

export const sessionSecretOf = (value: string | undefined): string => value ?? DEV_ONLY_SESSION_SECRET;

export const DEV_PUBLIC_URL = "http://127.0.0.1:3000";

export const publicUrlEnvShape = {
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be the site's http(s) origin, e.g. https://kidsafe.example" }).optional(),
};

export const publicUrlOf = (value: string | undefined): string => (value ?? DEV_PUBLIC_URL).replace(/\/$/, "");

export const dataEnvShape = {
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL"),
  REDIS_URL: z.string().url("REDIS_URL must be a redis:// URL"),
};

export const geminiEnvShape = {
  /** An operator-stored key takes precedence where the server reads it. */
  GEMINI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined),
  GEMINI_BASE_URL: z.string().url("GEMINI_BASE_URL must be an http(s):// URL").optional(),
};

/** Reports every missing setting at once so an operator fixes the configuration in one go. */
export function missingInProduction(env: Record<string, unknown>, names: readonly string[], context: z.RefinementCtx): boolean {
  const missing = names.filter((name) => env[name] === undefined || env[name] === "");
  for (const name of missing) context.addIssue({ code: "custom", path: [name], message: `${name} is required in production` });
  return missing.length > 0;
}

/** `pnpm dev`'s restarts and the tests need no load balancer to notice. */
const DEVELOPMENT_DRAIN_MS = 0;
/** A few readiness periods of the ingress and kube-proxy (docs/operations.md). */
export const PRODUCTION_DRAIN_MS = 5_000;

export const shutdownEnvShape = {
  SHUTDOWN_DRAIN_MS: z.coerce.number({ error: "SHUTDOWN_DRAIN_MS must be a number of milliseconds" }).int().min(0).max(120_000).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: "SHUTDOWN_TIMEOUT_MS must be a number of milliseconds" }).int().min(100).max(600_000).optional(),
};

export function shutdownTimingsOf(
  env: { NODE_ENV: string; SHUTDOWN_DRAIN_MS?: number | undefined; SHUTDOWN_TIMEOUT_MS?: number | undefined },
  defaultTimeoutMs: number,
): { drainMs: number; timeoutMs: number } {
  return {
    drainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "production" ? PRODUCTION_DRAIN_MS : DEVELOPMENT_DRAIN_MS),
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? defaultTimeoutMs,
  };
}
