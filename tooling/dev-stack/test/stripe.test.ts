import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import path from "node:path";
import { freePort, portAnswers } from "@kidsafe/testing";
import { describe, expect, it } from "vitest";
import { EMULATOR_SECRET_KEY, EMULATOR_WEBHOOK_SECRET, resolveStripe } from "../src/stripe.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Stands in for the dev proxy: records the webhooks that reach /api/stripe/webhook. */
async function startOrigin() {
  const received: { path: string; signature: string; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", signature: String(request.headers["stripe-signature"]), body: Buffer.concat(chunks).toString() });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function stripeCall(base: string, key: string, path: string, form: Record<string, string>) {
  return fetch(`${base}${path}`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: new URLSearchParams(form) });
}

describe("resolveStripe", () => {
  it("starts the Stripe emulator without STRIPE_SECRET_KEY, with webhooks to the API through the dev origin", async () => {
    const port = await freePort();
    const origin = await startOrigin();
    const stripe = await resolveStripe({ env: { PATH: process.env.PATH }, repoRoot, port, publicUrl: origin.url, onLine: () => undefined });
    try {
      expect(stripe.emulated).toBe(true);
      expect(stripe.description).toContain("Stripe: local emulator (no real payments)");
      expect(stripe.env).toEqual({
        STRIPE_SECRET_KEY: EMULATOR_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: EMULATOR_WEBHOOK_SECRET,
        STRIPE_API_BASE: `http://127.0.0.1:${port}`,
      });
      const base = stripe.env.STRIPE_API_BASE ?? "";
      expect((await stripeCall(base, "sk_test_someone_else", "/v1/customers", { name: "x" })).status).toBe(401);
      const session = (await (
        await stripeCall(base, EMULATOR_SECRET_KEY, "/v1/checkout/sessions", {
          mode: "payment",
          "line_items[0][price_data][currency]": "usd",
          "line_items[0][price_data][unit_amount]": "10000",
          "line_items[0][price_data][product_data][name]": "Upfront fee",
          "line_items[0][quantity]": "1",
          success_url: `${origin.url}/done`,
        })
      ).json()) as { url: string };
      const form = new URLSearchParams({ email: "dev@example.com", cardnumber: "4242424242424242", "exp-date": "12/45", cvc: "123" });
      expect((await fetch(session.url, { method: "POST", body: form, redirect: "manual" })).status).toBe(303);

      await expect.poll(() => origin.received.length, { timeout: 5_000 }).toBeGreaterThan(0);
      const [delivery] = origin.received;
      expect(delivery?.path).toBe("/api/stripe/webhook");
      const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(delivery?.signature ?? "") ?? [];
      expect(signature).toBe(createHmac("sha256", EMULATOR_WEBHOOK_SECRET).update(`${timestamp}.${delivery?.body}`).digest("hex"));
    } finally {
      await stripe.stop();
      await origin.close();
    }
    expect(await portAnswers(port)).toBe(false);
  }, 60_000);

  it("passes STRIPE_SECRET_KEY and its companions through when set, starting nothing and printing no key", async () => {
    const env = { STRIPE_SECRET_KEY: "sk_test_real_account", STRIPE_WEBHOOK_SECRET: "whsec_real", STRIPE_API_BASE: "" };
    const stripe = await resolveStripe({ env, repoRoot, port: 1, publicUrl: "http://127.0.0.1:3000" });
    expect(stripe.emulated).toBe(false);
    expect(stripe.process).toBeUndefined();
    expect(stripe.env).toEqual({ STRIPE_SECRET_KEY: "sk_test_real_account", STRIPE_WEBHOOK_SECRET: "whsec_real" });
    expect(stripe.description).toBe("Stripe (STRIPE_SECRET_KEY, test mode)");
    expect(stripe.description).not.toContain("sk_test_real_account");
  });

  it("says so when the key is live or the webhook secret is missing", async () => {
    const stripe = await resolveStripe({ env: { STRIPE_SECRET_KEY: "sk_live_x" }, repoRoot, port: 1, publicUrl: "http://127.0.0.1:3000" });
    expect(stripe.description).toBe("Stripe (STRIPE_SECRET_KEY, LIVE mode: real payments); STRIPE_WEBHOOK_SECRET is not set");
  });
});
