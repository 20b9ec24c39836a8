// The advertiser portal's test world: the real API with Gemini and Stripe configured as their emulators (the real
// SDKs), sample websites on localhost for the safety check, the API listening so the Stripe emulator's webhooks
// reach it, and helpers that walk the seed's registration as a browser would.
import type { AddressInfo } from "node:net";
import { SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { CompleteRegistrationResponse, SafetyCheckResponse, SearchWebsitesResponse } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import { startSampleSites } from "@kidsafe/testing";
import type { SampleSites } from "@kidsafe/testing";
import { expect } from "vitest";
import { SPONSORED_INDEX_MAX_AGE_MS } from "../src/modules/ads/live-sponsored-index.ts";
import { registerStudent } from "./ads-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi, TestApiOptions } from "./harness.ts";

export const STRIPE_SECRET_KEY = "sk_test_advertiser_portal";
export const STRIPE_WEBHOOK_SECRET = "whsec_advertiser_portal";
export const ADVERTISER_COOKIE = "advertiser_sid";

/** Stripe's test cards (as the emulator honours them). */
export const CARDS = { pays: "4242424242424242", declined: "4000000000000002", failsLater: "4000000000000341" } as const;

export interface PortalWorld {
  api: TestApi;
  gemini: GeminiEmulator;
  stripe: StripeEmulator;
  sites: SampleSites;
  close(): Promise<void>;
}

/** The API on its own database and Redis, with both emulators and the sample sites, listening for webhooks. */
export async function startPortalWorld(options: TestApiOptions = {}): Promise<PortalWorld> {
  const gemini = await startGeminiEmulator({ apiKey: "test-key" });
  const stripe = await startStripeEmulator({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookRetryDelaysMs: [20, 50, 100],
  });
  const sites = await startSampleSites();
  const api = await startTestApi({
    ...options,
    env: {
      ...emulatedGemini(gemini.url),
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      SAFE_FETCH_ALLOW_ORIGINS: sites.origin,
      PUBLIC_URL: "http://127.0.0.1:3000",
      ...options.env,
    },
  });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  stripe.setWebhookUrl(`http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/stripe/webhook`);
  return {
    api,
    gemini,
    stripe,
    sites,
    async close() {
      await stripe.webhooksSettled();
      await api.close();
      await stripe.close();
      await gemini.close();
      await sites.close();
    },
  };
}

let counter = 0;
export const uniqueAppName = (base = "Fraction Forest") => `${base} ${Date.now().toString(36)}${(counter++).toString(36)}`;

export function call(api: TestApi, method: "GET" | "POST", url: string, payload?: unknown, cookie?: string, remoteAddress?: string) {
  return api.app.inject({
    method,
    url,
    ...(payload !== undefined && { payload: payload as object }),
    headers: cookie ? { cookie } : {},
    ...(remoteAddress !== undefined && { remoteAddress }),
  });
}

/** The `advertiser_sid=...` pair an answer set, for the next request. */
export function advertiserCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((entry) => entry.name === ADVERTISER_COOKIE);
  if (!cookie) throw new Error("the answer set no advertiser session cookie");
  return `${ADVERTISER_COOKIE}=${cookie.value}`;
}

export interface Registration {
  appName: string;
  appUrl: string;
  appDescription: string;
  minAge: number;
  maxAge: number;
  password: string;
  /** The pass of the last passed safetyCheck of this registration (complete-registration sends it). */
  registrationToken?: string;
  /** The developer's address: a pass is bound to it, and each registration has its own (the per-address limits). */
  from: string;
}

/** A registration of its own: a new app name, and a website address no other test checked (a query of its own). */
export function registrationFor(world: PortalWorld, overrides: Partial<Registration> = {}): Registration {
  return {
    appName: uniqueAppName(),
    appUrl: `${world.sites.origin}/fractions?app=${counter++}`,
    appDescription: "Fraction games for kids",
    // Every child of the tests' ages (the students' settings say 9 or 10).
    minAge: 5,
    maxAge: 18,
    password: "company-secret",
    from: `198.51.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`,
    ...overrides,
  };
}

/** The check of the registration's details, as the browser asks it; a passed check's pass is kept on `registration`. */
export async function safetyCheck(world: PortalWorld, registration: Registration): Promise<SafetyCheckResponse> {
  const response = await call(
    world.api,
    "POST",
    "/api/advertiser/safety-check",
    {
      url: registration.appUrl,
      appName: registration.appName,
      appDescription: registration.appDescription,
      minAge: registration.minAge,
      maxAge: registration.maxAge,
    },
    undefined,
    registration.from,
  );
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<SafetyCheckResponse>();
  if (result.registrationToken !== undefined) registration.registrationToken = result.registrationToken;
  return result;
}

/** complete-registration with the registration's details and its pass (or `changes` to them). */
export function completeRegistration(world: PortalWorld, registration: Registration, changes: Partial<Registration> = {}) {
  const sent = { ...registration, ...changes };
  return call(
    world.api,
    "POST",
    "/api/advertiser/complete-registration",
    {
      appName: sent.appName,
      appUrl: sent.appUrl,
      appDescription: sent.appDescription,
      minAge: sent.minAge,
      maxAge: sent.maxAge,
      email: sent.appName,
      password: sent.password,
      registrationToken: sent.registrationToken ?? "never-checked",
    },
    undefined,
    sent.from,
  );
}

/** Submits the Stripe emulator's hosted checkout page as a browser would; answers where it sends the browser. */
export async function payCheckout(checkoutUrl: string, card: string = CARDS.pays): Promise<{ status: number; location: string | null }> {
  const expiry = `12 / ${(new Date().getUTCFullYear() + 3) % 100}`;
  const form = new URLSearchParams({ email: "owner@fraction-forest.example", cardnumber: card, "exp-date": expiry, cvc: "123" });
  const response = await fetch(checkoutUrl, { method: "POST", body: form, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

/** The checkout session id in the success URL the hosted page redirected to. */
const sessionIdOf = (location: string | null) => new URL(location ?? "").searchParams.get("session_id") ?? "";

/** The success page's call after a paid checkout: payment-complete with the session id the browser was sent back with. */
export function confirmPayment(world: PortalWorld, paid: { location: string | null }, cookie?: string) {
  return call(world.api, "GET", `/api/advertiser/payment-complete?session_id=${sessionIdOf(paid.location)}`, undefined, cookie);
}

export interface RegisteredAdvertiser {
  id: number;
  cookie: string;
  registration: Registration;
}

export interface UnpaidAdvertiser extends RegisteredAdvertiser {
  /** The hosted checkout of the upfront fee that complete-registration answered. */
  checkoutUrl: string;
}

/** A safe registration checked and completed, its upfront fee not paid yet. */
export async function registerUnpaidAdvertiser(world: PortalWorld, overrides: Partial<Registration> = {}): Promise<UnpaidAdvertiser> {
  const registration = registrationFor(world, overrides);
  expect((await safetyCheck(world, registration)).isSafe).toBe(true);
  const completed = await completeRegistration(world, registration);
  expect(completed.statusCode, completed.body).toBe(200);
  const { advertiserId, checkoutUrl } = completed.json<CompleteRegistrationResponse>();
  return { id: advertiserId, cookie: advertiserCookieOf(completed), registration, checkoutUrl: checkoutUrl ?? "" };
}

/** The seed's whole registration: safety check, complete-registration, the hosted checkout paid, payment-complete. */
export async function registerPaidAdvertiser(
  world: PortalWorld,
  overrides: Partial<Registration> = {},
  card: string = CARDS.pays,
): Promise<RegisteredAdvertiser> {
  const { checkoutUrl, ...advertiser } = await registerUnpaidAdvertiser(world, overrides);
  const paid = await payCheckout(checkoutUrl, card);
  expect(paid.status).toBe(303);
  const confirmed = await confirmPayment(world, paid, advertiser.cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return advertiser;
}

/**
 * `count` children each search for the app and see its sponsored result (a counted view), then the stream is
 * flushed: what a week of honest views looks like to the advertiser's figures.
 */
export async function countViews(
  world: PortalWorld,
  advertiser: RegisteredAdvertiser,
  count: number,
  { clock, flush }: { clock: { advanceMs(ms: number): void }; flush: () => Promise<number> },
): Promise<void> {
  // A few seconds on: the sponsored index has caught up with the app's payment.
  clock.advanceMs(SPONSORED_INDEX_MAX_AGE_MS);
  for (let child = 0; child < count; child++) {
    const student = await registerStudent(world.api);
    const sessionId = `views-${advertiser.id}-${child}-${counter++}`;
    const search = await call(
      world.api,
      "POST",
      "/api/search-websites",
      { query: advertiser.registration.appName, sessionId, age: "9", subject: "math", studyModeEnabled: false },
      student.cookie,
    );
    const shown = search.json<SearchWebsitesResponse>().websites.some((site) => site.advertiserId === advertiser.id);
    expect(shown, `the search for ${advertiser.registration.appName} shows the app`).toBe(true);
    const view = await call(
      world.api,
      "POST",
      "/api/track-view",
      { advertiserId: advertiser.id, searchQuery: advertiser.registration.appName, sessionId, pageContext: SEARCH_PAGE_CONTEXT },
      student.cookie,
    );
    expect(view.statusCode).toBe(200);
  }
  await flush();
}
