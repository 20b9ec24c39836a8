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

/** The settings every server shares. */
export const serverEnvShape = {
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
};
