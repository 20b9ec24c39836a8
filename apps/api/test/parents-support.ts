// The parent area's test world: the real API with Stripe as its emulator (the real SDK), MailDev as the inbox and
// the mail queue's worker sending to it (what the billing worker does in production), and helpers that walk a
// parent's steps as the parent area does.
import type { AddressInfo } from "node:net";
import { CONSENT_NOTICE_VERSION, MAIL_QUEUE } from "@kidsafe/contracts";
import type { ChildSummary, LinkCodeResponse, ParentProfile } from "@kidsafe/contracts";
import { createConsentsRepository, createParentLinksRepository, createParentsRepository } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import { createMailer } from "@kidsafe/mail";
import { startMailWorker, startTestMailbox } from "@kidsafe/mail/testing";
import type { MailWorker, ReceivedMail, TestMailbox } from "@kidsafe/mail/testing";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR, testServiceUrls } from "@kidsafe/testing";
import { expect } from "vitest";
import { LINK_MAILS } from "../src/modules/parents/mails.ts";
import { hashPassword } from "../src/passwords.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi, TestApiOptions } from "./harness.ts";
import { call, manualClock, registerStudent, uniqueName } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

export const STRIPE_SECRET_KEY = "sk_test_parent_area";
export const STRIPE_WEBHOOK_SECRET = "whsec_parent_area";
export const PARENT_COOKIE = "parent_sid";
export const PARENT_ACCOUNT_PASSWORD = "kitchen-table-42";
export const CARDS = { pays: "4242424242424242", declined: "4000000000000002" } as const;

export interface FamilyWorld {
  api: TestApi;
  stripe: StripeEmulator;
  mailbox: TestMailbox;
  mailWorker: MailWorker;
  /** The mail jobs queued for this address, in any state: what the API asked to send, sent or not. */
  mailJobsTo(email: string): Promise<number>;
  close(): Promise<void>;
}

/** The API on its own database, Redis and job queues, with the Stripe emulator, MailDev and the mail worker. */
export async function startFamilyWorld(options: TestApiOptions = {}): Promise<FamilyWorld> {
  const stripe = await startStripeEmulator({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookRetryDelaysMs: [20, 50],
  });
  const mailbox = await startTestMailbox();
  const prefix = uniqueName("parents-");
  const api = await startTestApi({
    ...options,
    env: {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      JOBS_QUEUE_PREFIX: prefix,
      PUBLIC_URL: "http://127.0.0.1:3000",
      ...options.env,
    },
  });
  await api.app.listen({ port: 0, host: "127.0.0.1" });
  stripe.setWebhookUrl(`http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/stripe/webhook`);
  const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: "KidSafe <no-reply@kidsafe.test>" });
  const mailWorker = await startMailWorker({ redisUrl: testServiceUrls().redisUrl, prefix, mailer });
  const queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix });
  return {
    api,
    stripe,
    mailbox,
    mailWorker,
    async mailJobsTo(email) {
      const jobs = await queues.queue(MAIL_QUEUE).getJobs(["waiting", "paused", "active", "delayed", "prioritized", "completed", "failed"]);
      return jobs.filter((job) => JSON.stringify(job.data).includes(email)).length;
    },
    async close() {
      await queues.close();
      await stripe.webhooksSettled();
      await mailWorker.close();
      mailer.close();
      await api.close();
      await stripe.close();
      await mailbox.close();
    },
  };
}

export interface ClockedFamilyWorld extends FamilyWorld {
  /** The API's clock, from now on moved only by the test: for what expires (links, codes). */
  clock: ReturnType<typeof manualClock>;
}

/** The family world on a clock of the test's own, starting now. */
export async function startClockedFamilyWorld(options: TestApiOptions = {}): Promise<ClockedFamilyWorld> {
  const clock = manualClock(new Date().toISOString());
  return { ...(await startFamilyWorld({ ...options, clock: clock.now })), clock };
}

type Method = "GET" | "POST" | "PUT";

export function send(world: FamilyWorld, method: Method, url: string, cookie?: string, payload?: unknown, ip?: string) {
  return world.api.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/** The `parent_sid=...` pair an answer set, for the next request. */
export function parentCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = response.cookies.find((entry) => entry.name === PARENT_COOKIE);
  if (!cookie) throw new Error("the answer set no parent session cookie");
  return `${PARENT_COOKIE}=${cookie.value}`;
}

export const uniqueEmail = (base = "parent") => `${uniqueName(base)}@family.example`.toLowerCase();

export interface Parent {
  id: number;
  email: string;
  cookie: string;
}

export async function signUpParent(world: FamilyWorld, email = uniqueEmail()): Promise<Parent> {
  const response = await send(world, "POST", "/api/parent/sign-up", undefined, { email, password: PARENT_ACCOUNT_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json<ParentProfile>().id, email, cookie: parentCookieOf(response) };
}

/** The token in the newest mail of `subject` to `email`, as the parent reads it in MailDev. */
export async function tokenFromMail(world: FamilyWorld, email: string, subject: string): Promise<{ mail: ReceivedMail; token: string }> {
  const mail = await world.mailbox.waitForMail(email, subject);
  const token = new URL(mail.link ?? "").searchParams.get("token") ?? "";
  return { mail, token };
}

/** A parent who signed up and opened the verification link from the mail. */
export async function verifiedParent(world: FamilyWorld, email = uniqueEmail()): Promise<Parent> {
  const parent = await signUpParent(world, email);
  const { token } = await tokenFromMail(world, email, LINK_MAILS.verify_email.subject);
  const verified = await send(world, "POST", "/api/parent/verify-email", undefined, { token });
  expect(verified.statusCode, verified.body).toBe(200);
  return parent;
}

/** A student, as the parent area's tests call one. */
export type Child = Student;

/** A student who signed up with this birth year (a child of 10 unless told). */
export const registerChildOn = (api: TestApi, birthYear: number = CHILD_BIRTH_YEAR): Promise<Child> => registerStudent(api, "Kid", birthYear);

export const registerChild = (world: FamilyWorld, birthYear?: number) => registerChildOn(world.api, birthYear);

export const registerTeen = (world: FamilyWorld) => registerChild(world, TEEN_BIRTH_YEAR);

export async function linkCodeOf(world: FamilyWorld, child: Child): Promise<string> {
  const response = await send(world, "POST", "/api/family/link-code", child.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LinkCodeResponse>().code;
}

export const linkWithCode = (world: FamilyWorld, parent: Parent, code: string) =>
  send(world, "POST", "/api/parent/children/link", parent.cookie, { code });

/** The child's code, entered by the parent: linked. */
export async function linkChild(world: FamilyWorld, parent: Parent, child: Child): Promise<ChildSummary> {
  const response = await linkWithCode(world, parent, await linkCodeOf(world, child));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChildSummary>();
}

/** Submits the emulator's hosted checkout page as a browser would; answers where it sends the browser. */
export async function payCheckout(checkoutUrl: string, card: string = CARDS.pays): Promise<{ status: number; location: string | null }> {
  const expiry = `12 / ${(new Date().getUTCFullYear() + 3) % 100}`;
  const form = new URLSearchParams({ email: "parent@family.example", cardnumber: card, "exp-date": expiry, cvc: "123" });
  const response = await fetch(checkoutUrl, { method: "POST", body: form, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

// A family made straight in the repositories, for the tests of what a linked parent may do rather than of how a parent
// signs up, links and consents (the helpers above walk those steps through the mails, codes and card checks).

/** A parent made in the repository with the account password, the email verified at `verifiedAt`. */
export async function insertVerifiedParent(api: TestApi, verifiedAt = new Date()): Promise<{ id: number; email: string }> {
  const parents = createParentsRepository(api.database.db);
  const email = uniqueEmail();
  const parent = await parents.insertParent(email, await hashPassword(PARENT_ACCOUNT_PASSWORD));
  if (!parent) throw new Error("parent email taken");
  await parents.markEmailVerified(parent.id, verifiedAt);
  return { id: parent.id, email };
}

/** Signed in through the parent area's own sign-in. */
export async function signInParent(api: TestApi, email: string): Promise<Parent> {
  const response = await call(api, "POST", "/api/parent/sign-in", undefined, { email, password: PARENT_ACCOUNT_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json<ParentProfile>().id, email, cookie: parentCookieOf(response) };
}

/** A verified parent made in the repository, signed in. */
export async function signedInParent(api: TestApi, verifiedAt = new Date()): Promise<Parent> {
  return signInParent(api, (await insertVerifiedParent(api, verifiedAt)).email);
}

/** Linked as a used link code links them, and with `consent`, the consent a paid card check records. */
export async function linkInRepository(api: TestApi, parentId: number, childId: number, consent: boolean): Promise<void> {
  expect(await createParentLinksRepository(api.database.db).link(parentId, childId, 2)).toBe("linked");
  if (!consent) return;
  const recorded = await createConsentsRepository(api.database.db).recordConsent({
    parentId,
    userId: childId,
    noticeVersion: CONSENT_NOTICE_VERSION,
    checkoutSessionId: `cs_test_${uniqueName("consent")}`,
    paymentIntentId: null,
    ip: "127.0.0.1",
  });
  expect(recorded).toBe(true);
}

/** A verified parent, signed in and linked to the child (consenting with `consent`). */
export async function signedInParentOf(
  api: TestApi,
  childId: number,
  { consent = false, verifiedAt = new Date() }: { consent?: boolean; verifiedAt?: Date } = {},
): Promise<Parent> {
  const parent = await signedInParent(api, verifiedAt);
  await linkInRepository(api, parent.id, childId, consent);
  return parent;
}
