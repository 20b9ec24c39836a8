// Operator sessions end when they should: wrong passwords from a stranger's address never lock the right one out,
// an authenticator code counts once, and a new password or second factor (from the console or `pnpm admin:create`)
// ends every other session of the operator while the one that made the change goes on.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { OPERATOR_ACCOUNT_TEXTS, httpCalls } from "@kidsafe/contracts";
import type { AdminAudit } from "@kidsafe/contracts";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_RATE_LIMITS } from "../src/modules/operators/rate-limits.ts";
import { uniqueName } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { createOperator, OPERATOR_PASSWORD, operatorCookieOf } from "./operator-support.ts";

const STEP_MS = 30_000;
const NEW_PASSWORD = "a-brand-new-long-password";

let api: TestApi;
/** The API's clock, moved by whole authenticator steps; it starts at the beginning of a step. */
let now = Math.floor(Date.now() / STEP_MS) * STEP_MS;

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS_QUEUE_PREFIX: uniqueName("operator-sessions-") }, clock: () => new Date(now) });
});
afterAll(() => api.close());

const nextStep = () => {
  now += STEP_MS;
};

function send(url: string, payload: object, options: { cookie?: string; remoteAddress?: string } = {}) {
  return api.app.inject({
    method: "POST",
    url,
    payload,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.remoteAddress !== undefined && { remoteAddress: options.remoteAddress }),
  });
}

const me = (cookie: string) => api.app.inject({ method: "GET", url: httpCalls.adminMe.path, headers: { cookie } });

async function signIn(username: string, password = OPERATOR_PASSWORD, code?: string, remoteAddress?: string) {
  return send(httpCalls.adminSignIn.path, { username, password, ...(code !== undefined && { code }) }, { remoteAddress });
}

async function sessionOf(username: string, password = OPERATOR_PASSWORD, code?: string): Promise<string> {
  const response = await signIn(username, password, code);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return operatorCookieOf(response);
}

/** Enrols an authenticator app for a signed-in operator; answers the app, whose code of this step is now used. */
async function enrol(cookie: string, currentCode?: string): Promise<{ app: TOTP; cookie: string }> {
  const started = await send(
    httpCalls.adminTotpStart.path,
    { password: OPERATOR_PASSWORD, ...(currentCode && { code: currentCode }) },
    { cookie },
  );
  expect(started.statusCode, started.body).toBe(200);
  const app = new TOTP({ secret: Secret.fromBase32(started.json<{ secret: string }>().secret), digits: 6, period: 30, algorithm: "SHA1" });
  if (currentCode) nextStep(); // the current app's code used this step
  const confirmed = await send(httpCalls.adminTotpConfirm.path, { code: app.generate({ timestamp: now }) }, { cookie });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { app, cookie: operatorCookieOf(confirmed) };
}

async function auditActions(cookie: string, username: string): Promise<string[]> {
  const response = await api.app.inject({ method: "GET", url: `${httpCalls.adminAudit.path}?operator=${username}`, headers: { cookie } });
  return response.json<AdminAudit>().entries.map((entry) => entry.action);
}

describe("wrong operator passwords", () => {
  it("six wrong tries from one address do not stop the right password from another", async () => {
    const username = await createOperator(api);
    const guesses = OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName.limit + 1;
    const answers = [];
    for (let guess = 0; guess < guesses; guess++)
      answers.push((await signIn(username, "guess-guess-guess", undefined, "203.0.113.9")).statusCode);
    expect(answers).toEqual([...Array.from({ length: guesses - 1 }, () => 401), 429]);
    // The stranger's address is refused even the right password; the operator's own address is not.
    expect((await signIn(username, OPERATOR_PASSWORD, undefined, "203.0.113.9")).statusCode).toBe(429);
    expect((await signIn(username, OPERATOR_PASSWORD, undefined, "198.51.100.7")).statusCode).toBe(200);
  });

  it("counts a burst of parallel guesses from one address as a sequence", async () => {
    const username = await createOperator(api);
    const burst = await Promise.all(
      Array.from({ length: OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName.limit * 2 }, () =>
        signIn(username, "guess-guess-guess", undefined, "203.0.113.10"),
      ),
    );
    const codes = burst.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName.limit);
    expect(codes.filter((code) => code === 429)).toHaveLength(OPERATOR_RATE_LIMITS.passwordFailuresPerIpAndName.limit);
  });
});

describe("authenticator codes", () => {
  it("refuses a replayed code at sign-in, and two sign-ins racing with one code get one session", async () => {
    const username = await createOperator(api);
    const { app } = await enrol(await sessionOf(username));
    // The confirm took this step's code: it does not sign in, not even within its drift window.
    expect((await signIn(username, OPERATOR_PASSWORD, app.generate({ timestamp: now }))).statusCode).toBe(401);

    nextStep();
    const code = app.generate({ timestamp: now });
    expect((await signIn(username, OPERATOR_PASSWORD, code)).statusCode).toBe(200);
    expect((await signIn(username, OPERATOR_PASSWORD, code)).statusCode).toBe(401);
    // An older step's code (still within the drift window) is refused once a newer one was used.
    nextStep();
    const newer = app.generate({ timestamp: now + STEP_MS });
    expect((await signIn(username, OPERATOR_PASSWORD, newer)).statusCode).toBe(200);
    expect((await signIn(username, OPERATOR_PASSWORD, app.generate({ timestamp: now }))).statusCode).toBe(401);

    nextStep();
    nextStep();
    const raced = app.generate({ timestamp: now });
    const racing = await Promise.all([1, 2, 3].map(() => signIn(username, OPERATOR_PASSWORD, raced)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
  });
});

describe("changing the password", () => {
  it("ends the operator's other sessions while the changer's goes on, and the new password signs in", async () => {
    const username = await createOperator(api);
    const changer = await sessionOf(username);
    const other = await sessionOf(username);

    const changed = await send(
      httpCalls.adminChangePassword.path,
      { currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: changer },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = operatorCookieOf(changed);

    expect((await me(other)).statusCode).toBe(401);
    // Operator calls outside /api/admin/* (the link preview) see the ended session as none too.
    const preview = `${httpCalls.getPreview.path}?url=${encodeURIComponent("https://example.org/")}`;
    expect((await api.app.inject({ method: "GET", url: preview, headers: { cookie: other } })).statusCode).toBe(401);
    expect((await me(changer)).statusCode).toBe(401); // the old cookie's session was replaced by the renewed one
    expect((await me(renewed)).json()).toEqual({ username, totpEnabled: false });
    expect((await signIn(username, OPERATOR_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(username, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await auditActions(renewed, username)).toContain("operator.password-change");
  });

  it("needs the current password, a new one that is long enough and different, and the current code once enrolled", async () => {
    const username = await createOperator(api);
    const cookie = await sessionOf(username);
    const change = (payload: object, session = cookie) => send(httpCalls.adminChangePassword.path, payload, { cookie: session });
    const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

    const wrong = await change({ currentPassword: "not-the-password", newPassword: NEW_PASSWORD });
    expect([wrong.statusCode, message(wrong)]).toEqual([400, OPERATOR_ACCOUNT_TEXTS.wrongPassword]);
    const short = await change({ currentPassword: OPERATOR_PASSWORD, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(message(short)).toContain(OPERATOR_ACCOUNT_TEXTS.newPasswordTooShort);
    const same = await change({ currentPassword: OPERATOR_PASSWORD, newPassword: OPERATOR_PASSWORD });
    expect([same.statusCode, message(same)]).toEqual([400, OPERATOR_ACCOUNT_TEXTS.samePassword]);

    const enrolled = await enrol(cookie);
    nextStep();
    const noCode = await change({ currentPassword: OPERATOR_PASSWORD, newPassword: NEW_PASSWORD }, enrolled.cookie);
    expect([noCode.statusCode, message(noCode)]).toEqual([400, OPERATOR_ACCOUNT_TEXTS.codeRequired]);
    const code = enrolled.app.generate({ timestamp: now });
    expect((await change({ currentPassword: OPERATOR_PASSWORD, code, newPassword: NEW_PASSWORD }, enrolled.cookie)).statusCode).toBe(200);
  });
});

describe("changing the second factor", () => {
  it("needs the password, and the current code once enrolled", async () => {
    const username = await createOperator(api);
    const cookie = await sessionOf(username);
    const start = (payload: object, session: string) => send(httpCalls.adminTotpStart.path, payload, { cookie: session });

    expect((await start({}, cookie)).statusCode).toBe(400);
    const wrong = await start({ password: "not-the-password" }, cookie);
    expect([wrong.statusCode, wrong.json<{ message: string }>().message]).toEqual([400, OPERATOR_ACCOUNT_TEXTS.wrongPassword]);

    const enrolled = await enrol(cookie);
    nextStep();
    const noCode = await start({ password: OPERATOR_PASSWORD }, enrolled.cookie);
    expect([noCode.statusCode, noCode.json<{ message: string }>().message]).toEqual([400, OPERATOR_ACCOUNT_TEXTS.codeRequired]);
  });

  it("ends the operator's other sessions when the new app is confirmed, while the changer's goes on", async () => {
    const username = await createOperator(api);
    const first = await enrol(await sessionOf(username));
    nextStep();
    const other = await sessionOf(username, OPERATOR_PASSWORD, first.app.generate({ timestamp: now }));
    nextStep();

    const second = await enrol(first.cookie, first.app.generate({ timestamp: now }));
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(second.cookie)).json()).toEqual({ username, totpEnabled: true });
    nextStep();
    expect((await signIn(username, OPERATOR_PASSWORD, first.app.generate({ timestamp: now }))).statusCode).toBe(401);
    expect((await signIn(username, OPERATOR_PASSWORD, second.app.generate({ timestamp: now }))).statusCode).toBe(200);
    expect(await auditActions(second.cookie, username)).toContain("operator.totp-enrol");
  });
});

describe("pnpm admin:create", () => {
  it("resetting an existing operator's password ends its sessions", async () => {
    const username = await createOperator(api);
    const cookie = await sessionOf(username);
    const cli = fileURLToPath(new URL("../src/cli/create-operator.ts", import.meta.url));
    const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
    const { stdout } = await promisify(execFile)(tsx, [cli, "--username", username], {
      env: { ...process.env, DATABASE_URL: api.database.url, ADMIN_PASSWORD: NEW_PASSWORD },
    });
    expect(stdout).toContain("password reset");
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(username, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
