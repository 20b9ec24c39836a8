// Payments for the dev stack: Stripe when STRIPE_SECRET_KEY is set, else the local Stripe emulator
// (packages/stripe-emulator), started here so `pnpm dev` takes payments with nothing configured and no real money.
// The apps that call Stripe get STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE (read by
// paymentsConfigFromEnv in @kidsafe/payments); the emulator's webhooks go to the API through the one-origin proxy.
import { startEmulatorProcess } from "./emulator-process.ts";
import type { ManagedProcess } from "./processes.ts";

export const STRIPE_EMULATOR_FOLDER = "packages/stripe-emulator";
/** Fixed test-mode secrets: the emulator is local and moves no money, so there is nothing to keep secret. */
export const EMULATOR_SECRET_KEY = "sk_test_kidsafe_local_emulator";
export const EMULATOR_WEBHOOK_SECRET = "whsec_kidsafe_local_emulator";
/** Where the API takes Stripe's webhooks. */
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export interface ResolvedStripe {
  /** What the apps that call Stripe get in their environment. */
  env: Record<string, string>;
  description: string;
  emulated: boolean;
  /** Set when the emulator was started here. */
  process?: ManagedProcess;
  stop(): Promise<void>;
}

export interface StripeOptions {
  env: NodeJS.ProcessEnv;
  repoRoot: string;
  port: number;
  host?: string;
  /** The dev stack's origin: the emulator sends webhooks to {publicUrl}/api/stripe/webhook, as Stripe would. */
  publicUrl: string;
  onLine?: (line: string) => void;
}

/** The variables as given, never the key itself in what is printed. */
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
