import { randomUUID } from "node:crypto";
import { CONSENT_NOTICE_VERSION, FAMILY_TEXTS, MAX_PARENTS_PER_CHILD, attachmentUrl, httpCalls } from "@kidsafe/contracts";
import type { ChatHistory, HttpCall, HttpCallName } from "@kidsafe/contracts";
import { createParentLinksRepository, createParentsRepository } from "@kidsafe/db";
import { CHILD_BIRTH_YEAR } from "@kidsafe/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerPaidAdvertiser, startPortalWorld } from "./advertiser-support.ts";
import type { PortalWorld, RegisteredAdvertiser } from "./advertiser-support.ts";
import { sessionCookie } from "./harness.ts";
import { signedInOperator } from "./operator-support.ts";
import { registerStudent } from "./study-mode-support.ts";
import type { Student } from "./study-mode-support.ts";

// Every call of the contracts × every role, from one table: who may reach each route. A new call fails the first
// test until it is placed here. "reached" means the route's own checks ran (any answer but 401/403/404 from
// access); the bodies are empty, so a reached route usually answers 400.

type Access =
  /** Anyone, signed in or not. */
  | "public"
  /** A signed-in student only. */
  | "student"
  /** A signed-in advertiser only (their own session cookie). */
  | "advertiser"
  /** A signed-in operator only (the console's own session cookie): anyone else signed in gets 403. */
  | "operator"
  /** A signed-in parent only (the parent area's own session cookie), and on a child only a parent linked to it. */
  | "parent"
  /** Not served by this API: live voice's WebRTC pair (the voice gateway serves it). */
  | "not-served";

/** The operator console's calls: every /api/admin/* call. */
const OPERATOR_CALLS = Object.fromEntries(
  (Object.keys(httpCalls) as HttpCallName[]).filter((name) => httpCalls[name].path.startsWith("/api/admin/")).map((name) => [name, "operator"]),
) as Partial<Record<HttpCallName, Access>>;

// "places every call of the contracts" below checks that none is missing.
const ACCESS = {
  ...OPERATOR_CALLS,
  adminSignIn: "public",
  getUser: "student",
  login: "public",
  register: "public",
  logout: "public",
  sendChat: "student",
  getChatHistory: "student",
  clearChat: "student",
  getAttachment: "student",
  searchWebsites: "student",
  trackView: "student",
  trackClick: "student",
  trackRecommendation: "student",
  getAdvertisersForRecommendations: "student",
  reportApp: "student",
  getPreview: "student",
  getStudyMode: "student",
  getStudyModeExitHistory: "student",
  toggleStudyMode: "student",
  toggleStudyModeBeep: "student",
  logStudyModeExit: "student",
  webRtcOffer: "not-served",
  webRtcCandidate: "not-served",
  advertiserStatus: "public",
  advertiserAuthenticate: "advertiser",
  advertiserLogin: "public",
  advertiserLogout: "public",
  portalCheckAuth: "public",
  portalInfo: "public",
  portalAuthenticate: "public",
  advertiserBilling: "advertiser",
  advertiserDashboard: "advertiser",
  advertiserDailyFigures: "advertiser",
  advertiserBillingDashboard: "advertiser",
  advertiserReports: "advertiser",
  advertiserRecommendations: "advertiser",
  payWeeklyBill: "advertiser",
  cancelSubscription: "advertiser",
  safetyCheck: "public",
  completeRegistration: "public",
  paymentComplete: "public",
  deleteAccount: "student",
  getAiStatus: "public",
  getParentalLimits: "student",
  setParentalLimits: "student",
  unlockToday: "student",
  requestParentPasswordReset: "student",
  cancelParentPasswordReset: "student",
  recordActivity: "student",
  getFamilyStatus: "student",
  setBirthYear: "student",
  createLinkCode: "student",
  parentSignUp: "public",
  parentVerifyEmail: "public",
  parentSignIn: "public",
  parentSignOut: "public",
  parentRequestReset: "public",
  parentCompleteReset: "public",
  parentResendVerification: "parent",
  parentMe: "parent",
  parentChildren: "parent",
  parentLinkChild: "parent",
  parentCreateChild: "parent",
  parentUnlinkChild: "parent",
  parentStartConsent: "parent",
  parentConfirmConsent: "parent",
  parentWithdrawConsent: "parent",
  parentChildConversations: "parent",
  parentExportChild: "parent",
  parentDeleteChild: "parent",
  parentSetChildParentPassword: "parent",
  parentSetChildLimits: "parent",
  parentChildDay: "parent",
  parentChildSearches: "parent",
  parentSetFamilyRules: "parent",
  parentSettings: "parent",
  parentSetSettings: "parent",
  weeklySummaryUnsubscribe: "public",
} as Record<HttpCallName, Access>;

type Role = "anonymous" | "student" | "advertiser" | "operator" | "parent" | "otherParent";

let world: PortalWorld;
let student: Student;
let otherStudent: Student;
let advertiser: RegisteredAdvertiser;
let operatorCookie: string;
let parent: { id: number; cookie: string };
let otherParent: { id: number; cookie: string };
/** The parent's linked children: one for every call, one for the unlink (which ends its link). */
let child: Student;
let childToUnlink: Student;
beforeAll(async () => {
  world = await startPortalWorld();
  [student, otherStudent, advertiser, { cookie: operatorCookie }, parent, otherParent, child, childToUnlink] = await Promise.all([
    registerStudent(world.api),
    registerStudent(world.api),
    registerPaidAdvertiser(world),
    signedInOperator(world.api),
    signedUpParent(),
    signedUpParent(),
    registerChild(),
    registerChild(),
  ]);
  const links = createParentLinksRepository(world.api.database.db);
  const parents = createParentsRepository(world.api.database.db);
  await Promise.all([parent, otherParent].map(({ id }) => parents.markEmailVerified(id, new Date())));
  await links.link(parent.id, child.id, MAX_PARENTS_PER_CHILD);
  await links.link(parent.id, childToUnlink.id, MAX_PARENTS_PER_CHILD);
});

/** A child of 10 (the parent's calls on conversations are for children under 13). */
async function registerChild(): Promise<Student> {
  const username = `Matrix${randomUUID().slice(0, 8)}`;
  const payload = { username, password: "child-sunflower", birthYear: CHILD_BIRTH_YEAR };
  const response = await world.api.app.inject({ method: "POST", url: "/api/register", payload });
  if (response.statusCode !== 200) throw new Error(`child registration failed: ${response.body}`);
  return { ...response.json<{ id: number; username: string }>(), cookie: sessionCookie(response) };
}

/** A parent signed up through the API (the cookie it set); verified in the database by the set-up above. */
async function signedUpParent(): Promise<{ id: number; cookie: string }> {
  const email = `matrix-${randomUUID()}@family.example`;
  const response = await world.api.app.inject({
    method: "POST",
    url: "/api/parent/sign-up",
    payload: { email, password: "matrix-parent-pass" },
  });
  const cookie = response.cookies.find((entry) => entry.name === "parent_sid");
  if (response.statusCode !== 200 || !cookie) throw new Error(`parent sign-up failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: `parent_sid=${cookie.value}` };
}
afterAll(() => world.close());

function pathOf(name: HttpCallName): string {
  const childId = name === "parentUnlinkChild" ? childToUnlink.id : child.id;
  const path = httpCalls[name].path
    .replace(":sessionId", `matrix-${student.id.toString()}`)
    .replace(":id", String(advertiser.id))
    .replace(":childId", String(childId));
  return name === "getPreview" ? `${path}?url=${encodeURIComponent("https://example.org/")}` : path;
}

/** Bodies the parent calls on a child accept, so that a parent not linked to the child meets the link check, not a 400. */
const VALID_CHILD_BODIES: Partial<Record<HttpCallName, object>> = {
  parentStartConsent: { noticeVersion: CONSENT_NOTICE_VERSION },
  parentDeleteChild: { password: "matrix-parent-pass" },
  parentSetChildParentPassword: { parentPassword: "Lighthouse-2031" },
  parentSetChildLimits: { dailyMessageLimit: 10, dailyTimeLimitMinutes: null, timeZone: "UTC" },
};

function send(name: HttpCallName, role: Role, operatorSession = operatorCookie) {
  const call: HttpCall = httpCalls[name];
  const cookie = {
    anonymous: undefined,
    student: student.cookie,
    advertiser: advertiser.cookie,
    operator: operatorSession,
    parent: parent.cookie,
    otherParent: otherParent.cookie,
  }[role];
  return world.api.app.inject({
    method: call.method,
    url: pathOf(name),
    headers: cookie ? { cookie } : {},
    ...(call.body ? { payload: role === "otherParent" ? (VALID_CHILD_BODIES[name] ?? {}) : {} } : {}),
  });
}

const names = Object.keys(httpCalls) as HttpCallName[];
const refusedForAccess = (status: number) => status === 401 || status === 403;

describe("the authorisation matrix", () => {
  it("keeps one student's conversation from another: the other student gets 404 for its history, its clearing and its photos", async () => {
    const sessionId = `matrix-${student.id.toString()}`;
    const photo = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const sent = await world.api.app.inject({
      method: "POST",
      url: "/api/chat",
      headers: { cookie: student.cookie },
      payload: { message: "hi", sessionId, files: [{ name: "a.png", type: "image/png", size: photo.length, data: photo.toString("base64") }] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const method of ["GET", "DELETE"] as const) {
      const response = await world.api.app.inject({ method, url: `/api/chat/${sessionId}`, headers: { cookie: otherStudent.cookie } });
      expect(response.statusCode).toBe(404);
    }
    const own = await world.api.app.inject({ method: "GET", url: `/api/chat/${sessionId}`, headers: { cookie: student.cookie } });
    const messages = own.json<ChatHistory>().messages;
    expect(messages).toHaveLength(2);
    const photoId = messages[0]?.attachments[0]?.id ?? 0;
    for (const size of ["full", "thumbnail"] as const) {
      const url = attachmentUrl(photoId, size);
      expect((await world.api.app.inject({ method: "GET", url, headers: { cookie: otherStudent.cookie } })).statusCode).toBe(404);
      expect((await world.api.app.inject({ method: "GET", url, headers: { cookie: student.cookie } })).statusCode).toBe(200);
    }
  });

  it("places every call of the contracts", () => {
    expect(names.filter((name) => !(name in ACCESS))).toEqual([]);
  });

  it.each(names.filter((name) => ACCESS[name] === "student"))("%s: a student only", async (name) => {
    expect((await send(name, "anonymous")).statusCode).toBe(401);
    expect((await send(name, "advertiser")).statusCode).toBe(401);
    expect((await send(name, "parent")).statusCode).toBe(401);
    expect(refusedForAccess((await send(name, "student")).statusCode)).toBe(false);
  });

  it.each(names.filter((name) => ACCESS[name] === "operator"))("%s: an operator only (others signed in: 403)", async (name) => {
    expect((await send(name, "anonymous")).statusCode).toBe(401);
    expect((await send(name, "student")).statusCode).toBe(403);
    expect((await send(name, "advertiser")).statusCode).toBe(403);
    expect((await send(name, "parent")).statusCode).toBe(403);
    // Signing out ends the session it is sent with: a session of its own, so the other calls keep theirs.
    const session = name === "adminSignOut" ? (await signedInOperator(world.api)).cookie : operatorCookie;
    expect(refusedForAccess((await send(name, "operator", session)).statusCode)).toBe(false);
  });

  it.each(names.filter((name) => ACCESS[name] === "advertiser"))("%s: an advertiser only", async (name) => {
    expect((await send(name, "anonymous")).statusCode).toBe(401);
    expect((await send(name, "student")).statusCode).toBe(401);
    expect((await send(name, "parent")).statusCode).toBe(401);
    expect(refusedForAccess((await send(name, "advertiser")).statusCode)).toBe(false);
  });

  it.each(names.filter((name) => ACCESS[name] === "parent"))("%s: a parent only, and on a child only a linked parent", async (name) => {
    for (const role of ["anonymous", "student", "advertiser", "operator"] as const) {
      expect({ role, status: (await send(name, role)).statusCode }).toEqual({ role, status: 401 });
    }
    if (httpCalls[name].path.includes(":childId")) {
      const stranger = await send(name, "otherParent");
      expect({ status: stranger.statusCode, message: stranger.json<{ message: string }>().message }).toEqual({
        status: 404,
        message: FAMILY_TEXTS.notYourChild,
      });
    }
    const own = (await send(name, "parent")).statusCode;
    expect(refusedForAccess(own)).toBe(false);
    expect(own).not.toBe(404);
  });

  // Last of the role groups: the public calls include the two sign-outs, which end the sessions used above.
  it.each(names.filter((name) => ACCESS[name] === "public"))("%s: anyone", async (name) => {
    for (const role of ["anonymous", "student", "advertiser", "parent"] as const) {
      const status = (await send(name, role)).statusCode;
      expect({ role, refused: refusedForAccess(status) }).toEqual({ role, refused: false });
      expect(status).toBeLessThan(500);
    }
  });

  it.each(names.filter((name) => ACCESS[name] === "not-served"))("%s: not served by this API", async (name) => {
    expect((await send(name, "student")).statusCode).toBe(404);
  });
});
