import { isIP } from "node:net";
import { z } from "zod";

/**
 * Reads and validates an app's configuration once, at start-up. A wrong value stops the process with a
 * message naming each variable, instead of failing later in the middle of a request.
 */
export function parseEnv<Schema extends z.ZodType>(schema: Schema, source: NodeJS.ProcessEnv = process.env): z.output<Schema> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

/** How many proxies stand in front of a server, or which addresses they have (Fastify's `trustProxy`). */
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

/**
 * TRUST_PROXY: 'false' (nothing in front), a hop count ('1': the ingress, or nginx), or the proxies' addresses
 * ('10.0.0.0/8,fd00::/8'). 'true' is refused: it would believe a client's own X-Forwarded-For.
 */
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

/** The issue a server reports when it runs in production without knowing its proxies. */
export const TRUST_PROXY_REQUIRED = {
  code: "custom" as const,
  path: ["TRUST_PROXY"],
  message:
    "TRUST_PROXY is required in production: without it every child shares the ingress's address (per-IP limits) and Secure cookies are refused. Set the number of proxies in front (1) or their CIDR list",
};

/** The settings every server shares. */
export const serverEnvShape = {
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: TrustProxyVariable,
};

/** The student site of `npm run dev`: where PUBLIC_URL points outside production when it is not set. */
export const DEV_PUBLIC_URL = "http://127.0.0.1:3000";

/**
 * The product's origin as browsers reach it: the origin policy's own origin, payment return addresses, links in mails.
 * Required in production (each server names it in its `missingInProduction` list).
 */
export const publicUrlEnvShape = {
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "PUBLIC_URL must be the site's http(s) origin, e.g. https://kidsafe.example" }).optional(),
};

/** PUBLIC_URL without a trailing slash, or the dev stack's. */
export const publicUrlOf = (value: string | undefined): string => (value ?? DEV_PUBLIC_URL).replace(/\/$/, "");

/** Where a server's state is: every server that keeps any reads these two. */
export const dataEnvShape = {
  DATABASE_URL: z.string().url("DATABASE_URL must be a postgres:// URL"),
  REDIS_URL: z.string().url("REDIS_URL must be a redis:// URL"),
};

/** Where Gemini is, and its key: every server that calls it reads these two. */
export const geminiEnvShape = {
  /** Gemini API key (an operator-stored key takes precedence where the server reads it). */
  GEMINI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined),
  /** Where Gemini is: Google's endpoint when unset; the local emulator in development (`pnpm dev` sets it). */
  GEMINI_BASE_URL: z.string().url("GEMINI_BASE_URL must be an http(s):// URL").optional(),
};

/**
 * One issue for each setting production requires that the environment lacks, all at once (parseEnv names each, so
 * an operator fixes the configuration in one go). Answers whether any was missing.
 */
export function missingInProduction(env: Record<string, unknown>, names: readonly string[], context: z.RefinementCtx): boolean {
  const missing = names.filter((name) => env[name] === undefined || env[name] === "");
  for (const name of missing) context.addIssue({ code: "custom", path: [name], message: `${name} is required in production` });
  return missing.length > 0;
}

/** The drain delay outside production: `pnpm dev`'s restarts and the tests need no load balancer to notice. */
const DEVELOPMENT_DRAIN_MS = 0;
/** The drain delay in production: a few readiness periods of the ingress and kube-proxy (docs/operations.md). */
export const PRODUCTION_DRAIN_MS = 5_000;

/** How a server leaves on SIGTERM (lifecycle.ts): every server reads these two. */
export const shutdownEnvShape = {
  /** After SIGTERM, readiness answers 503 and the server keeps serving this long (5000 in production, else 0). */
  SHUTDOWN_DRAIN_MS: z.coerce.number({ error: "SHUTDOWN_DRAIN_MS must be a number of milliseconds" }).int().min(0).max(120_000).optional(),
  /** Then what is in flight gets this long to end before the process exits anyway (each server has its default). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: "SHUTDOWN_TIMEOUT_MS must be a number of milliseconds" }).int().min(100).max(600_000).optional(),
};

/** A server's shutdown timings from its settings, with its own default bound for what is in flight. */
export function shutdownTimingsOf(
  env: { NODE_ENV: string; SHUTDOWN_DRAIN_MS?: number | undefined; SHUTDOWN_TIMEOUT_MS?: number | undefined },
  defaultTimeoutMs: number,
): { drainMs: number; timeoutMs: number } {
  return {
    drainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "production" ? PRODUCTION_DRAIN_MS : DEVELOPMENT_DRAIN_MS),
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS ?? defaultTimeoutMs,
  };
}
