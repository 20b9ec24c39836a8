// Parent accounts through the real API: sign-up, the verification mail read from MailDev's API, sign-in with the
// same guessing limits as the other sign-ins, a reset by mail that ends every older session, and links that expire
// or were used.
import { FAMILY_TEXTS, PARENT_RESET_TTL_MS, PARENT_VERIFY_TTL_MS } from "@kidsafe/contracts";
import type { ParentProfile } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_MAILS } from "../src/modules/parents/mails.ts";
import { PARENT_RATE_LIMITS } from "../src/modules/parents/rate-limits.ts";
import {
  PARENT_ACCOUNT_PASSWORD,
  parentCookieOf,
  send,
  signUpParent,
  startClockedFamilyWorld,
  tokenFromMail,
  uniqueEmail,
  verifiedParent,
} from "./parents-support.ts";
import type { ClockedFamilyWorld } from "./parents-support.ts";

let world: ClockedFamilyWorld;

beforeAll(async () => {
  world = await startClockedFamilyWorld({
    limits: {
      [PARENT_RATE_LIMITS.signInFailuresPerIpAndEmail.name]: { limit: 3, windowMs: 60_000 },
      [PARENT_RATE_LIMITS.signInFailuresPerEmail.name]: { limit: 4, windowMs: 60_000 },
    },
  });
});
afterAll(() => world.close());

const me = (cookie: string) => send(world, "GET", "/api/parent/me", cookie);
const signIn = (email: string, password: string, ip?: string) => send(world, "POST", "/api/parent/sign-in", undefined, { email, password }, ip);
const verify = (token: string) => send(world, "POST", "/api/parent/verify-email", undefined, { token });

describe("signing up and verifying the email", () => {
  it("signs the parent in, unverified, and mails a single-use link that verifies the email", async () => {
    const email = uniqueEmail();
    const parent = await signUpParent(world, email);
    expect((await me(parent.cookie)).json<ParentProfile>()).toEqual({ id: parent.id, email, emailVerified: false });
    const { mail, token } = await tokenFromMail(world, email, LINK_MAILS.verify_email.subject);
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/parent\/verify\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain("ignore this email");
    const verified = await verify(token);
    expect(verified.json<ParentProfile>()).toEqual({ id: parent.id, email, emailVerified: true });
    expect((await me(parent.cookie)).json<ParentProfile>().emailVerified).toBe(true);
    // The database keeps only the token's hash.
    const stored = await world.api.database.db.selectFrom("parent_tokens").select("token_hash").where("parent_id", "=", parent.id).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it("answers a used link, and one past its day, with 410 and what to do", async () => {
    const email = uniqueEmail();
    await signUpParent(world, email);
    const { token } = await tokenFromMail(world, email, LINK_MAILS.verify_email.subject);
    expect((await verify(token)).statusCode).toBe(200);
    const reused = await verify(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ message: FAMILY_TEXTS.linkExpired });

    const late = uniqueEmail();
    const parent = await signUpParent(world, late);
    const { token: lateToken } = await tokenFromMail(world, late, LINK_MAILS.verify_email.subject);
    world.clock.advanceMs(PARENT_VERIFY_TTL_MS + 1_000);
    expect((await verify(lateToken)).statusCode).toBe(410);
    expect((await me(parent.cookie)).json<ParentProfile>().emailVerified).toBe(false);
  });

  it("refuses a token that is not one (400), and the verification of a token of another purpose", async () => {
    expect((await verify("short")).statusCode).toBe(400);
    const parent = await verifiedParent(world);
    await send(world, "POST", "/api/parent/password-reset", undefined, { email: parent.email });
    const { token } = await tokenFromMail(world, parent.email, LINK_MAILS.reset_password.subject);
    expect((await verify(token)).statusCode).toBe(410);
  });

  it("mails a new link on request, which verifies too", async () => {
    const email = uniqueEmail();
    const parent = await signUpParent(world, email);
    const first = await tokenFromMail(world, email, LINK_MAILS.verify_email.subject);
    const resent = await send(world, "POST", "/api/parent/resend-verification", parent.cookie);
    expect(resent.json()).toEqual({ ok: true });
    await expect.poll(async () => (await world.mailbox.mails()).filter((mail) => mail.to.includes(email)).length).toBe(2);
    const second = await tokenFromMail(world, email, LINK_MAILS.verify_email.subject);
    expect(second.token).not.toBe(first.token);
    expect((await verify(second.token)).statusCode).toBe(200);
  });

  it("treats an email in another case as the same account: 409 to sign up again, and the sign-in works in any case", async () => {
    const lower = uniqueEmail("ana");
    const mixed = lower.replace("ana", "Ana").replace("family.example", "Family.EXAMPLE");
    const created = await send(world, "POST", "/api/parent/sign-up", undefined, { email: `  ${mixed} `, password: PARENT_ACCOUNT_PASSWORD });
    expect(created.json<ParentProfile>().email).toBe(lower);
    const again = await send(world, "POST", "/api/parent/sign-up", undefined, { email: lower, password: PARENT_ACCOUNT_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: FAMILY_TEXTS.emailTaken, fieldErrors: { email: FAMILY_TEXTS.emailTaken } });
    expect((await signIn(mixed.toUpperCase(), PARENT_ACCOUNT_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a short password and an address that is not one, saying which", async () => {
    const short = await send(world, "POST", "/api/parent/sign-up", undefined, { email: uniqueEmail(), password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fieldErrors: Record<string, string> }>().fieldErrors.password).toMatch(/at least 10 characters/);
    const bad = await send(world, "POST", "/api/parent/sign-up", undefined, { email: "not-an-email", password: PARENT_ACCOUNT_PASSWORD });
    expect(bad.json<{ fieldErrors: Record<string, string> }>().fieldErrors.email).toMatch(/valid email/);
  });

  it("answers the sign-up while no mail is being sent; the mail goes once sending resumes", async () => {
    await world.mailWorker.worker.pause();
    const email = uniqueEmail("queued");
    try {
      await signUpParent(world, email);
      // Queued while the worker is paused, so not sent.
      expect(await world.mailJobsTo(email)).toBe(1);
      expect((await world.mailbox.mails()).some((mail) => mail.to.includes(email))).toBe(false);
    } finally {
      world.mailWorker.worker.resume();
    }
    const { token } = await tokenFromMail(world, email, LINK_MAILS.verify_email.subject);
    expect((await verify(token)).statusCode).toBe(200);
  });
});

describe("signing in and out", () => {
  it("signs in with the right password and out again", async () => {
    const parent = await verifiedParent(world);
    const response = await signIn(parent.email, PARENT_ACCOUNT_PASSWORD);
    expect(response.json<ParentProfile>()).toEqual({ id: parent.id, email: parent.email, emailVerified: true });
    const cookie = parentCookieOf(response);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await send(world, "POST", "/api/parent/sign-out", cookie)).json()).toEqual({ ok: true });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const parent = await verifiedParent(world);
    const wrong = await signIn(parent.email, "not-the-password", "192.0.2.10");
    const unknown = await signIn(uniqueEmail("nobody"), "not-the-password", "192.0.2.10");
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toMatchObject({ message: FAMILY_TEXTS.wrongCredentials });
    expect(unknown.json()).toMatchObject({ message: FAMILY_TEXTS.wrongCredentials });
  });

  it("limits guesses from one address, and does not let a stranger elsewhere lock the parent out", async () => {
    const parent = await verifiedParent(world);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, guess) => signIn(parent.email, `guess-${guess}`, "203.0.113.7")));
    expect(burst.filter((response) => response.statusCode === 401)).toHaveLength(3);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(5);
    expect(burst.find((response) => response.statusCode === 429)?.json()).toMatchObject({ message: FAMILY_TEXTS.tooManyAttempts });
    expect((await signIn(parent.email, PARENT_ACCOUNT_PASSWORD, "198.51.100.3")).statusCode).toBe(200);
  });
});

describe("resetting the password", () => {
  const requestReset = (email: string) => send(world, "POST", "/api/parent/password-reset", undefined, { email });
  const completeReset = (token: string, password = "a-new-kitchen-table") =>
    send(world, "POST", "/api/parent/password-reset/complete", undefined, { token, password });

  it("answers the same for an email without an account, and mails nothing", async () => {
    const email = uniqueEmail("stranger");
    expect((await requestReset(email)).json()).toEqual({ ok: true });
    // The API queues a reset mail before it answers: none was queued.
    expect(await world.mailJobsTo(email)).toBe(0);
  });

  it("sets the new password from the mailed link, ends every older session, and starts a new one", async () => {
    const parent = await verifiedParent(world);
    const otherDevice = parentCookieOf(await signIn(parent.email, PARENT_ACCOUNT_PASSWORD));
    expect((await requestReset(parent.email.toUpperCase())).json()).toEqual({ ok: true });
    const { mail, token } = await tokenFromMail(world, parent.email, LINK_MAILS.reset_password.subject);
    expect(mail.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/parent\/reset\?token=/);
    const done = await completeReset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(parent.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(parentCookieOf(done))).json<ParentProfile>().id).toBe(parent.id);
    expect((await signIn(parent.email, PARENT_ACCOUNT_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(parent.email, "a-new-kitchen-table")).statusCode).toBe(200);
    // The link worked once.
    expect((await completeReset(token, "yet-another-password")).statusCode).toBe(410);
  });

  it("refuses a reset link past its hour, and a verification link used as one", async () => {
    const parent = await verifiedParent(world);
    await requestReset(parent.email);
    const { token } = await tokenFromMail(world, parent.email, LINK_MAILS.reset_password.subject);
    world.clock.advanceMs(PARENT_RESET_TTL_MS + 1_000);
    const late = await completeReset(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: FAMILY_TEXTS.linkExpired });
    expect((await signIn(parent.email, PARENT_ACCOUNT_PASSWORD)).statusCode).toBe(200);

    const fresh = uniqueEmail();
    await signUpParent(world, fresh);
    const verification = await tokenFromMail(world, fresh, LINK_MAILS.verify_email.subject);
    expect((await completeReset(verification.token)).statusCode).toBe(410);
  });
});
