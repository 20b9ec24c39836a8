import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PAYLOADLESS_CALLS, httpCalls, operationCalls } from "../src/index.ts";
import type { HttpCall, HttpCallName } from "../src/index.ts";

/**
 * Section 7 of both seeds, copied by hand in the seeds' own notation. Not derived from httpCalls: this
 * list is what the product must offer, httpCalls is what the code offers.
 */
const SEED_000_CALLS = [
  "GET /api/user",
  "POST /api/login",
  "POST /api/register",
  "POST /api/logout",
  "GET /api/preview?url={encoded url}",
  "GET /api/advertisers-for-recommendations",
  "POST /api/track-recommendation",
  "POST /api/chat",
  "GET /api/chat/{sessionId}",
  "DELETE /api/chat/{sessionId}",
  "POST /api/search-websites",
  "POST /api/track-view",
  "POST /api/track-click",
  "POST /api/report-app",
  "GET /api/study-mode",
  "GET /api/study-mode/exit-history",
  "POST /api/study-mode/toggle",
  "POST /api/study-mode/beep/toggle",
  "POST /api/study-mode/log-exit",
  "POST /api/gemini/webrtc/offer",
  "POST /api/gemini/webrtc/candidate",
];

const SEED_001_CALLS = [
  "POST /api/admin/set-openai-key",
  "GET /api/preview?url={encoded url}",
  "GET /api/advertiser/status",
  "POST /api/advertiser/authenticate",
  "GET /api/advertiser/billing",
  "GET /api/advertiser/dashboard",
  "GET /api/advertiser/billing-dashboard",
  "GET /api/advertiser/reports",
  "GET /api/advertiser/{id}/recommendations",
  "POST /api/advertiser/logout",
  "POST /api/advertiser/pay-weekly-bill",
  "POST /api/advertiser/cancel-subscription",
  "GET /api/advertiser/{id}/check-auth",
  "GET /api/advertiser/{id}/info",
  "POST /api/advertiser/{id}/authenticate",
  "POST /api/advertiser/login",
  "POST /api/advertiser/safety-check",
  "POST /api/advertiser/complete-registration",
  "GET /api/advertiser/payment-complete?session_id={id}",
  "POST /api/delete-account",
];

/**
 * Calls the product adds where the seeds leave a need open (each recorded in docs/decisions.md). Written
 * out here too, so adding a call is a deliberate act in two places.
 */
const OWN_CALLS: string[] = [
  "GET /api/ai-status",
  "GET /api/attachments/{id}",
  "GET /api/parental-limits",
  "PUT /api/parental-limits",
  "POST /api/parental-limits/unlock",
  "POST /api/parental-limits/activity",
  "POST /api/parental-limits/password-reset",
  "POST /api/parental-limits/password-reset/cancel",
  // The operator console.
  "GET /api/admin/ai-key",
  "POST /api/admin/sign-in",
  "POST /api/admin/sign-out",
  "GET /api/admin/me",
  "POST /api/admin/totp/start",
  "POST /api/admin/totp/confirm",
  "POST /api/admin/password",
  "GET /api/admin/reports",
  "POST /api/admin/reports/{id}",
  "GET /api/admin/advertisers",
  "POST /api/admin/advertisers/{id}/pause",
  "POST /api/admin/advertisers/{id}/resume",
  "POST /api/admin/advertisers/{id}/safety-check",
  "POST /api/admin/advertisers/{id}/end",
  "GET /api/admin/moderation/blocked-answers",
  "GET /api/admin/billing",
  "POST /api/admin/billing/run",
  "POST /api/admin/billing/cycles/{id}/waive",
  "GET /api/admin/audit",
  "GET /api/admin/queue-counts",
  "GET /api/admin/safety-events",
  "POST /api/admin/safety-events/{id}/status",
  // The advertiser dashboard's chart.
  "GET /api/advertiser/daily-figures",
  // Families: the child's side and the parent area.
  "GET /api/family",
  "PUT /api/family/birth-year",
  "POST /api/family/link-code",
  "POST /api/parent/sign-up",
  "POST /api/parent/verify-email",
  "POST /api/parent/resend-verification",
  "POST /api/parent/sign-in",
  "POST /api/parent/sign-out",
  "GET /api/parent/me",
  "POST /api/parent/password-reset",
  "POST /api/parent/password-reset/complete",
  "GET /api/parent/children",
  "POST /api/parent/children/link",
  "POST /api/parent/children",
  "POST /api/parent/children/{childId}/unlink",
  "POST /api/parent/children/{childId}/consent",
  "POST /api/parent/consent/confirm",
  "POST /api/parent/children/{childId}/consent/withdraw",
  "GET /api/parent/children/{childId}/conversations",
  "GET /api/parent/children/{childId}/export",
  "POST /api/parent/children/{childId}/delete",
  "PUT /api/parent/children/{childId}/parent-password",
  "PUT /api/parent/children/{childId}/limits",
  // Families: what a parent sees by the child's age, and the parent's own settings.
  "GET /api/parent/children/{childId}/day",
  "GET /api/parent/children/{childId}/searches",
  "PUT /api/parent/children/{childId}/rules",
  "GET /api/parent/settings",
  "PUT /api/parent/settings",
  "POST /api/parent/weekly-summary/unsubscribe",
];

interface SeedCall {
  seed: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
}

function toSeedCall(seed: string): SeedCall {
  const [method = "", target = ""] = seed.split(" ");
  const [rawPath = "", rawQuery] = target.split("?");
  const path = rawPath.replace(/\{(\w+)\}/g, ":$1");
  const pathParams = [...rawPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const queryParams = rawQuery === undefined ? [] : rawQuery.split("&").map((pair) => pair.split("=")[0] ?? "");
  return { seed, method, path, pathParams, queryParams };
}

const seedCalls = [...new Map([...SEED_000_CALLS, ...SEED_001_CALLS].map((s) => [s, toSeedCall(s)])).values()];
const registered = Object.entries(httpCalls) as [HttpCallName, HttpCall][];
const payloadless = new Set<string>(PAYLOADLESS_CALLS);

function findCall(seedCall: SeedCall): [HttpCallName, HttpCall] | undefined {
  return registered.find(([, call]) => call.method === seedCall.method && call.path === seedCall.path);
}

function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

describe("httpCalls covers section 7 of both seeds", () => {
  it("lists 40 distinct calls across the two seeds", () => {
    expect(seedCalls).toHaveLength(40);
  });

  it.each(seedCalls)("$seed is registered with a request and a response schema", (seedCall) => {
    const found = findCall(seedCall);
    expect(found, `${seedCall.method} ${seedCall.path} is not in httpCalls`).toBeDefined();
    const [name, call] = found ?? ["", undefined];
    expect(call?.response).toBeInstanceOf(z.ZodType);

    const sendsSomething = call?.body !== undefined || call?.query !== undefined || call?.params !== undefined;
    if (payloadless.has(name)) {
      expect(sendsSomething, `${name} is listed as payload-less but declares a schema`).toBe(false);
    } else {
      expect(sendsSomething, `${name} declares no body, query or params and is not payload-less`).toBe(true);
    }
    expect(shapeKeys(call?.params).sort()).toEqual([...seedCall.pathParams].sort());
    for (const queryParam of seedCall.queryParams) expect(shapeKeys(call?.query)).toContain(queryParam);
  });

  it("registers no call that neither the seeds nor our own list have", () => {
    const seedKeys = new Set([...seedCalls, ...OWN_CALLS.map(toSeedCall)].map((c) => `${c.method} ${c.path}`));
    const extra = registered.map(([, c]) => `${c.method} ${c.path}`).filter((key) => !seedKeys.has(key));
    expect(extra).toEqual([]);
  });

  it("registers each method and path once", () => {
    const keys = registered.map(([, c]) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("every call's declaration", () => {
  // One order, so a reader finds the method, the path, the inputs, the answer and the errors in the same place.
  const KEY_ORDER: readonly (keyof HttpCall)[] = ["method", "path", "params", "query", "body", "response", "produces", "errors"];

  it("lists its keys in one order", () => {
    const outOfOrder = Object.entries({ ...httpCalls, ...operationCalls })
      .map(([name, call]) => ({ name, keys: Object.keys(call) as (keyof HttpCall)[] }))
      .filter(({ keys }) => keys.some((key, index) => index > 0 && KEY_ORDER.indexOf(key) < KEY_ORDER.indexOf(keys[index - 1] ?? "method")))
      .map(({ name }) => name);
    expect(outOfOrder).toEqual([]);
  });

  it("uses only the keys of a call", () => {
    const unknown = Object.entries({ ...httpCalls, ...operationCalls }).flatMap(([name, call]) =>
      Object.keys(call)
        .filter((key) => !KEY_ORDER.includes(key as keyof HttpCall))
        .map((key) => `${name}.${key}`),
    );
    expect(unknown).toEqual([]);
  });
});
