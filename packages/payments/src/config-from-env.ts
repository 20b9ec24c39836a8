import { z } from "zod";
import type { PaymentsConfig } from "./payments.ts";

const SECRET_KEY = /^(sk|rk)_(test|live)_\S+$/;
const WEBHOOK_SECRET = /^whsec_\S+$/;
const STRIPE_HOST = "api.stripe.com";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const ApiBase = optionalText.transform((value, context) => {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || (url.pathname !== "/" && url.pathname !== "") || url.search) {
    context.addIssue({ code: "custom", message: "STRIPE_API_BASE must be an origin such as https://api.stripe.com or http://127.0.0.1:3008" });
    return z.NEVER;
  }
  const protocol = url.protocol === "https:" ? "https" : "http";
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80 } as const;
});

export const PaymentsEnv = z
  .object({
    STRIPE_SECRET_KEY: optionalText.refine((key) => key === undefined || SECRET_KEY.test(key), {
      message: "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_..., sk_live_..., or a restricted rk_ key)",
    }),
    STRIPE_WEBHOOK_SECRET: optionalText.refine((secret) => secret === undefined || WEBHOOK_SECRET.test(secret), {
      message: "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_...)",
    }),
    STRIPE_API_BASE: ApiBase,
  })
  .transform((env, context): PaymentsConfig | null => {
    // No key: payments are not set up (the API says so).
    if (env.STRIPE_SECRET_KEY === undefined) return null;
    if (env.STRIPE_WEBHOOK_SECRET === undefined) {
      context.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
      });
      return z.NEVER;
    }
    const base = env.STRIPE_API_BASE;
    if (base && base.host !== STRIPE_HOST && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY)) {
      const message = `a live STRIPE_SECRET_KEY is only sent to ${STRIPE_HOST}; STRIPE_API_BASE points to ${base.host}`;
      context.addIssue({ code: "custom", path: ["STRIPE_API_BASE"], message });
      return z.NEVER;
    }
    return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, ...base };
  });

/** Null when STRIPE_SECRET_KEY is unset; a wrong value throws one error naming each variable. */
export function paymentsConfigFromEnv(env: Record<string, string | undefined>): PaymentsConfig | null {
  const result = PaymentsEnv.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
  throw new Error(`Invalid payments configuration:\n${lines.join("\n")}`);
}
