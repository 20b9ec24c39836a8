// Every operation of the published OpenAPI document called with generated requests, valid and wrong (property-based,
// fast-check), signed out, with forged session cookies, and signed in as a student and as an advertiser, against
// the real API with the Gemini and Stripe emulators. Each answer must be one the document lists for that operation,
// with its content type and body schema; no 500. FUZZ_RUNS raises the examples per operation and identity; FUZZ_SEED replays a run.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVERTISER_RATE_LIMITS } from "../src/modules/advertiser/rate-limits.ts";
import type { OpenApiDocument } from "../src/modules/openapi/index.ts";
import { registerPaidAdvertiser, startPortalWorld } from "./advertiser-support.ts";
import type { PortalWorld, RegisteredAdvertiser } from "./advertiser-support.ts";
import { conformanceChecker } from "./fuzz/conformance.ts";
import { IDENTITIES, freshAddress, signIn } from "./fuzz/identities.ts";
import { requestsOf, urlOf } from "./fuzz/requests.ts";

const RUNS_PER_IDENTITY = Number(process.env.FUZZ_RUNS ?? "6");
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/**
 * Operations left out, each with its reason. Nothing the fuzzer found is excluded: it was fixed in the server or
 * the contract. (Empty: every operation is fuzzed.)
 */
const EXCLUDED_OPERATIONS: Readonly<Record<string, string>> = {};

/** Only localhost (the sample sites) resolves: a preview's or a safety check's fetch never leaves the machine. */
const LOCAL_DNS = { resolve: (name: string) => Promise.resolve(name === "localhost" ? [{ address: "127.0.0.1", family: 4 }] : []) };

/** The world is built while the tests are collected: its document says which operations there are. */
const world: PortalWorld = await startPortalWorld({
  fetch: LOCAL_DNS,
  // The fuzzer's wrong passwords for its one advertiser (authenticate, cancel) would lock that advertiser's sign-in
  // for 15 minutes, and with it every later operation's advertiser; the limit itself is tested in advertiser-portal.
  limits: { [ADVERTISER_RATE_LIMITS.signInFailuresPerApp.name]: { limit: 1_000_000, windowMs: 60_000 } },
});
const document = (await world.api.app.inject({ method: "GET", url: "/api/openapi.json" })).json<OpenApiDocument>();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);
const check = conformanceChecker(document);
const tried = { requests: 0, byStatus: new Map<number, number>() };
let advertiser: RegisteredAdvertiser;

beforeAll(async () => {
  advertiser = await registerPaidAdvertiser(world);
}, 60_000);

afterAll(async () => {
  const statuses = [...tried.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status.toString()}: ${count.toString()}`);
  console.info(`openapi fuzz: ${operations.length.toString()} operations, ${tried.requests.toString()} requests (${statuses.join(", ")})`);
  await world.close();
});

describe("every operation of /api/openapi.json, fuzzed", () => {
  for (const { path, method, operation } of operations) {
    if (EXCLUDED_OPERATIONS[operation.operationId]) continue;
    it(`${method.toUpperCase()} ${path} (${operation.operationId}) answers only what the document lists`, async () => {
      for (const identity of IDENTITIES) {
        const cookie = await signIn(world, document, identity, advertiser);
        await fc.assert(
          fc.asyncProperty(requestsOf(method, operation), async (request) => {
            const response = await world.api.app.inject({
              method: method.toUpperCase() as "GET",
              url: urlOf(path, request),
              remoteAddress: freshAddress(),
              headers: { ...(cookie && { cookie }), ...(request.body?.contentType && { "content-type": request.body.contentType }) },
              ...(request.body && { payload: request.body.payload }),
            });
            tried.requests++;
            tried.byStatus.set(response.statusCode, (tried.byStatus.get(response.statusCode) ?? 0) + 1);
            const verdict = check(operation, response);
            if (verdict !== undefined) {
              const sent = request.body ? ` ${request.body.contentType ?? "(no content type)"} ${request.body.payload.slice(0, 300)}` : "";
              throw new Error(`${identity}, ${request.kind}: ${method.toUpperCase()} ${urlOf(path, request).slice(0, 200)}${sent}\n${verdict}`);
            }
          }),
          { numRuns: RUNS_PER_IDENTITY, endOnFailure: true, ...(SEED !== undefined && { seed: SEED }) },
        );
      }
    }, 60_000);
  }

  it("leaves the server healthy: the probe answers ok and a new student can register and read their profile", async () => {
    const health = await world.api.app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toEqual({ status: "ok", postgres: true, redis: true });
    const cookie = await signIn(world, document, "student", advertiser);
    const user = await world.api.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { cookie: cookie ?? "" },
      remoteAddress: freshAddress(),
    });
    expect(user.statusCode).toBe(200);
  });
});
