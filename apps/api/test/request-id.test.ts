// One id per request, from the ingress (X-Request-Id) or made here, carried to the answer, the request's log lines
// and every model and payment call the request makes (the emulators record the header as Gemini and Stripe get it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationFor, startPortalWorld } from "./advertiser-support.ts";
import type { PortalWorld, Registration } from "./advertiser-support.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let world: PortalWorld;

beforeAll(async () => {
  world = await startPortalWorld();
});
afterAll(() => world.close());

/** The advertiser portal's safety check: it reads the site and asks the model for a verdict. */
function safetyCheck(registration: Registration, headers: Record<string, string> = {}) {
  return world.api.app.inject({
    method: "POST",
    url: "/api/advertiser/safety-check",
    headers,
    remoteAddress: registration.from,
    payload: {
      url: registration.appUrl,
      appName: registration.appName,
      appDescription: registration.appDescription,
      minAge: registration.minAge,
      maxAge: registration.maxAge,
    },
  });
}

/** The model calls made from now on. */
function modelCallsAfter(count: number) {
  return world.gemini.requests.slice(count);
}

describe("the request id", () => {
  it("is the ingress's X-Request-Id: answered back, and sent on each model call the request makes", async () => {
    const before = world.gemini.requests.length;
    const response = await safetyCheck(registrationFor(world), { "x-request-id": "3f9a0c5e1b7d4e2a9c6b8d0e1f2a3b4c" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-request-id"]).toBe("3f9a0c5e1b7d4e2a9c6b8d0e1f2a3b4c");
    const calls = modelCallsAfter(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.map((call) => call.clientRequestId)).toEqual(calls.map(() => "3f9a0c5e1b7d4e2a9c6b8d0e1f2a3b4c"));
  });

  it("is made here when the request came without one, and carried the same way", async () => {
    const before = world.gemini.requests.length;
    const response = await safetyCheck(registrationFor(world));
    const id = String(response.headers["x-request-id"]);
    expect(id).toMatch(UUID);
    const calls = modelCallsAfter(before);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.clientRequestId === id)).toBe(true);
  });

  it("replaces what does not look like an id (spaces, or too long) with one of its own", async () => {
    for (const header of ["not an id", "x".repeat(129)]) {
      const response = await world.api.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": header } });
      expect(response.headers["x-request-id"]).toMatch(UUID);
    }
  });

  it("is sent to the payment provider on each call the request makes", async () => {
    const registration = registrationFor(world);
    const checked = await safetyCheck(registration);
    expect(checked.statusCode).toBe(200);
    const before = world.stripe.requests.length;
    const response = await world.api.app.inject({
      method: "POST",
      url: "/api/advertiser/complete-registration",
      headers: { "x-request-id": "portal-signup-42" },
      remoteAddress: registration.from,
      payload: {
        appName: registration.appName,
        appUrl: registration.appUrl,
        appDescription: registration.appDescription,
        minAge: registration.minAge,
        maxAge: registration.maxAge,
        email: registration.appName,
        password: registration.password,
        registrationToken: checked.json<{ registrationToken: string }>().registrationToken,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const calls = world.stripe.requests.slice(before);
    // The customer, then the hosted checkout.
    expect(calls.map((call) => [call.path, call.clientRequestId])).toEqual([
      ["/v1/customers", "portal-signup-42"],
      ["/v1/checkout/sessions", "portal-signup-42"],
    ]);
  });
});
