// The emulator as a process of its own (the dev stack starts it when no STRIPE_SECRET_KEY is set). Environment:
//   PORT                               listen port (default 3008)
//   HOST                               listen address (default 127.0.0.1)
//   STRIPE_WEBHOOK_SECRET              signs the webhooks (required: whsec_...)
//   STRIPE_EMULATOR_WEBHOOK_URL        where events are POSTed (default: nowhere, events are only recorded)
//   STRIPE_EMULATOR_SECRET_KEY         accept only this key (default: any test-mode key, sk_test_...)
//   STRIPE_EMULATOR_PUBLIC_URL         the origin browsers reach the hosted page at (default: the listen address)
//   STRIPE_EMULATOR_CONTROL            "false" turns off the /__emulator/* test hooks (default on: development only)
import { startStripeEmulator } from "./server.ts";

function portFrom(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`PORT=${raw} is not a TCP port`);
    process.exit(1);
  }
  return port;
}

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error("STRIPE_WEBHOOK_SECRET is required: the secret the webhooks are signed with (whsec_...).");
  process.exit(1);
}

const emulator = await startStripeEmulator({
  port: portFrom(process.env.PORT, 3008),
  host: process.env.HOST ?? "127.0.0.1",
  webhookSecret,
  webhookUrl: process.env.STRIPE_EMULATOR_WEBHOOK_URL || undefined,
  secretKey: process.env.STRIPE_EMULATOR_SECRET_KEY || undefined,
  publicUrl: process.env.STRIPE_EMULATOR_PUBLIC_URL || undefined,
  controlEndpoints: process.env.STRIPE_EMULATOR_CONTROL !== "false",
});
console.log(`Stripe emulator (no real payments) listening on ${emulator.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
