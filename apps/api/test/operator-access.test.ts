import { httpCalls } from "@kidsafe/contracts";
import { Secret, TOTP } from "otpauth";
import type { HttpCall } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_SESSION_IDLE_MS } from "../src/modules/operators/index.ts";
import { QUEUE_BOARD_PATH } from "../src/modules/operators/queue-board.ts";
import { OPERATOR_RATE_LIMITS } from "../src/modules/operators/rate-limits.ts";
import { post, registerStudent, uniqueName } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import {
  createOperator,
  OPERATOR_COOKIE,
  OPERATOR_PASSWORD,
  operatorCookieOf,
  signedInAdvertiser,
  signedInOperator,
} from "./operator-support.ts";

let api: TestApi;
const cookies: Record<"student" | "advertiser" | "operator", string> = { student: "", advertiser: "", operator: "" };

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS_QUEUE_PREFIX: uniqueName("operator-access-") } });
  cookies.student = (await registerStudent(api)).cookie;
  cookies.advertiser = (await signedInAdvertiser(api)).cookie;
  cookies.operator = (await signedInOperator(api)).cookie;
});
afterAll(() => api.close());

/** A request each /api/admin/* call accepts in shape (ids that may not exist: an operator then gets 404, not 401/403). */
const SAMPLE_BODIES: Record<string, object> = {
  "/api/admin/set-openai-key": { apiKey: "AIza-sample-1234" },
  "/api/admin/reports/:id": { status: "reviewed", adminNotes: null },
  "/api/admin/advertisers/:id/pause": { reason: "Checking reports" },
  "/api/admin/advertisers/:id/end": { reason: "Checking reports" },
  "/api/admin/billing/run": {},
  "/api/admin/totp/confirm": { code: "123456" },
  // A wrong password (400): the shared operator's session and password stay as they are.
  "/api/admin/totp/start": { password: "not-the-password" },
  "/api/admin/password": { currentPassword: "not-the-password", newPassword: "another-long-password" },
  "/api/admin/safety-events/:id/status": { status: "reviewed" },
};

const adminCalls = (Object.values(httpCalls) as HttpCall[]).filter(
  (call) => call.path.startsWith("/api/admin/") && call.path !== httpCalls.adminSignIn.path && call.path !== httpCalls.adminSignOut.path,
);
const targets = [
  ...adminCalls.map((call) => ({
    name: `${call.method} ${call.path}`,
    method: call.method,
    url: call.path.replace(":id", "999999"),
    payload: call.body ? (SAMPLE_BODIES[call.path] ?? {}) : undefined,
  })),
  { name: `GET ${QUEUE_BOARD_PATH} (the queue board)`, method: "GET" as const, url: QUEUE_BOARD_PATH, payload: undefined },
  { name: "GET the queue board's API", method: "GET" as const, url: `${QUEUE_BOARD_PATH}/api/queues`, payload: undefined },
  { name: `POST ${httpCalls.adminSignOut.path}`, method: "POST" as const, url: httpCalls.adminSignOut.path, payload: {} },
];

function send(target: (typeof targets)[number], cookie?: string) {
  return api.app.inject({
    method: target.method,
    url: target.url,
    ...(target.payload !== undefined && { payload: target.payload }),
    headers: cookie ? { cookie } : {},
  });
}

describe("who may call /api/admin/*", () => {
  it("covers every operator call of the contracts", () => {
    expect(adminCalls.length).toBeGreaterThanOrEqual(14);
  });

  it.each(targets)("$name: anonymous 401, student 403, advertiser 403, operator allowed", async (target) => {
    expect((await send(target)).statusCode).toBe(401);
    expect((await send(target, cookies.student)).statusCode).toBe(403);
    expect((await send(target, cookies.advertiser)).statusCode).toBe(403);
    if (target.url === httpCalls.adminSignOut.path) return; // signing out would end the shared operator session
    const answer = await send(target, cookies.operator);
    expect([401, 403]).not.toContain(answer.statusCode);
    expect(answer.statusCode).toBeLessThan(500);
  });
});

describe("operator sign-in", () => {
  it("refuses a wrong password with the same answer as an unknown name", async () => {
    const username = await createOperator(api);
    const wrong = await post(api, httpCalls.adminSignIn.path, { username, password: "not-the-password" });
    const unknown = await post(api, httpCalls.adminSignIn.path, { username: uniqueName("nobody"), password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
  });

  it("gives a new session id at every sign-in and ends the old one", async () => {
    const username = await createOperator(api);
    const first = operatorCookieOf(await post(api, httpCalls.adminSignIn.path, { username, password: OPERATOR_PASSWORD }));
    const again = await api.app.inject({
      method: "POST",
      url: httpCalls.adminSignIn.path,
      payload: { username, password: OPERATOR_PASSWORD },
      headers: { cookie: first },
    });
    const second = operatorCookieOf(again);
    expect(second).not.toBe(first);
    expect((await api.app.inject({ method: "GET", url: httpCalls.adminMe.path, headers: { cookie: first } })).statusCode).toBe(401);
    const me = await api.app.inject({ method: "GET", url: httpCalls.adminMe.path, headers: { cookie: second } });
    expect(me.json()).toEqual({ username, totpEnabled: false });
  });

  it("keeps an operator session only for the idle timeout, renewed by each request", async () => {
    const { cookie } = await signedInOperator(api);
    const signed = decodeURIComponent(cookie.slice(`${OPERATOR_COOKIE}=`.length));
    const key = `operator-session:${signed.slice(0, signed.lastIndexOf("."))}`;
    await api.redis.pexpire(key, 1000);
    await api.app.inject({ method: "GET", url: httpCalls.adminMe.path, headers: { cookie } });
    const ttl = await api.redis.pttl(key);
    expect(ttl).toBeGreaterThan(OPERATOR_SESSION_IDLE_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(OPERATOR_SESSION_IDLE_MS);
  });

  it("takes every try before checking the password: past the limit from one address even the right password is refused there", async () => {
    const username = await createOperator(api);
    const attempts = await Promise.all(
      Array.from({ length: OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName.limit }, () =>
        post(api, httpCalls.adminSignIn.path, { username, password: "guess-guess-guess" }),
      ),
    );
    expect(attempts.map((response) => response.statusCode)).toEqual(attempts.map(() => 401));
    const right = await post(api, httpCalls.adminSignIn.path, { username, password: OPERATOR_PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it("enrols an authenticator app, after which sign-in needs its code", async () => {
    const { username, cookie } = await signedInOperator(api);
    const started = await post(api, httpCalls.adminTotpStart.path, { password: OPERATOR_PASSWORD }, cookie);
    const { secret, uri } = started.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
    const valid = new Set([-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })));
    const wrong = ["000000", "111111", "222222", "333333"].find((code) => !valid.has(code)) ?? "444444";

    expect((await post(api, httpCalls.adminTotpConfirm.path, { code: wrong }, cookie)).statusCode).toBe(400);
    const confirmed = await post(api, httpCalls.adminTotpConfirm.path, { code: totp.generate() }, cookie);
    expect(confirmed.statusCode).toBe(200);
    const me = await api.app.inject({ method: "GET", url: httpCalls.adminMe.path, headers: { cookie: operatorCookieOf(confirmed) } });
    expect(me.json()).toEqual({ username, totpEnabled: true });

    expect((await post(api, httpCalls.adminSignIn.path, { username, password: OPERATOR_PASSWORD })).statusCode).toBe(401);
    expect((await post(api, httpCalls.adminSignIn.path, { username, password: OPERATOR_PASSWORD, code: wrong })).statusCode).toBe(401);
    // The confirm used this step's code (a code counts once): the next step's, within the drift window, signs in.
    const signedIn = await post(api, httpCalls.adminSignIn.path, {
      username,
      password: OPERATOR_PASSWORD,
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ operator: { username, totpEnabled: true } });
  });

  it("signs out: the session ends", async () => {
    const { cookie } = await signedInOperator(api);
    expect((await post(api, httpCalls.adminSignOut.path, {}, cookie)).statusCode).toBe(200);
    expect((await api.app.inject({ method: "GET", url: httpCalls.adminMe.path, headers: { cookie } })).statusCode).toBe(401);
  });
});
