// The local emulator unless STRIPE_SECRET_KEY is set, so `pnpm dev` takes payments with no real money.
import { startEmulatorProcess } from "./emulator-process.ts";
import type { ResolvedService, ServiceOptions } from "./emulator-process.ts";

export const STRIPE_EMULATOR_FOLDER = "packages/stripe-emulator";
/** The emulator is local and moves no money, so there is nothing to keep secret. */
export const EMULATOR_SECRET_KEY = "sk_test_kidsafe_local_emulator";
export const EMULATOR_WEBHOOK_SECRET = "whsec_kidsafe_local_emulator";
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export interface ResolvedStripe extends ResolvedService {
  emulated: boolean;
}

export interface StripeOptions extends ServiceOptions {
  /** The emulator sends webhooks there, as Stripe would. */
  publicUrl: string;
}

/** Never the key itself in what is printed. */
function passThrough(env: NodeJS.ProcessEnv): ResolvedStripe {
  const key = env.STRIPE_SECRET_KEY?.trim() ?? "";
  const passed: Record<string, string> = { STRIPE_SECRET_KEY: key };
  for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"] as const) {
    const value = env[name]?.trim();
    if (value) passed[name] = value;
  }
  const mode = /^(sk|rk)_live_/.test(key) ? "LIVE mode: real payments" : "test mode";
  const where = passed.STRIPE_API_BASE ? ` at ${passed.STRIPE_API_BASE}` : "";
  const missing = passed.STRIPE_WEBHOOK_SECRET ? "" : "; STRIPE_WEBHOOK_SECRET is not set";
  return {
    env: passed,
    description: `Stripe${where} (STRIPE_SECRET_KEY, ${mode})${missing}`,
    emulated: false,
    stop: () => Promise.resolve(),
  };
}

export async function resolveStripe({ env, repoRoot, port, host = "127.0.0.1", publicUrl, onLine }: StripeOptions): Promise<ResolvedStripe> {
  if (env.STRIPE_SECRET_KEY?.trim()) return passThrough(env);

  const url = `http://${host}:${port}`;
  const webhookUrl = `${publicUrl}${STRIPE_WEBHOOK_PATH}`;
  const emulator = await startEmulatorProcess({
    name: "stripe-emulator",
    label: "the Stripe emulator",
    repoRoot,
    folder: STRIPE_EMULATOR_FOLDER,
    env: {
      ...env,
      PORT: String(port),
      HOST: host,
      STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
      STRIPE_EMULATOR_SECRET_KEY: EMULATOR_SECRET_KEY,
      STRIPE_EMULATOR_WEBHOOK_URL: webhookUrl,
    },
    url,
    onLine,
  });
  return {
    env: { STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY, STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET, STRIPE_API_BASE: url },
    description: `Stripe: local emulator (no real payments) on ${url}, webhooks to ${webhookUrl} (set STRIPE_SECRET_KEY for Stripe)`,
    emulated: true,
    process: emulator,
    stop: () => emulator.stop(),
  };
}
