import { describe, expect, it } from "vitest";
import { httpCalls } from "../src/index.ts";
import type { HttpCall, HttpCallName } from "../src/index.ts";

const png = { name: "cat.png", type: "image/png", size: 4, data: "iVBORw==" };

/** One valid body per call that takes a body; a new body-taking call fails the first test until added. */
const validBodies: Partial<Record<HttpCallName, Record<string, unknown>>> = {
  login: { username: "ada", password: "pw" },
  register: { username: "ada", password: "pw" },
  sendChat: { message: "Why is the sky blue?", sessionId: "1700000000000-abc", files: [png] },
  searchWebsites: { query: "volcanoes", sessionId: "s1", age: "9", subject: "science", studyModeEnabled: false },
  trackView: { advertiserId: 3, searchQuery: "maths games", sessionId: "s1", pageContext: "search-websites" },
  trackClick: { advertiserId: 3, searchQuery: "maths games" },
  trackRecommendation: { advertiserId: 3, recommendationType: "voice_live", context: "practice times tables" },
  reportApp: { advertiserId: 3, reportType: "broken", reportDetails: "The game never loads" },
  toggleStudyMode: { enabled: true, password: "parent-secret" },
  toggleStudyModeBeep: { enabled: false },
  webRtcOffer: { sdp: "v=0", type: "offer", age: "smart_adapt", subject: "default" },
  webRtcCandidate: { candidate: { candidate: "candidate:1 1 udp 1 1.2.3.4 5 typ host", sdpMid: "0" }, sessionId: "rtc-1" },
  advertiserAuthenticate: { password: "company-pw" },
  advertiserLogin: { appName: "Math Quest", password: "company-pw" },
  advertiserLogout: {},
  portalAuthenticate: { password: "portal-pw" },
  payWeeklyBill: {},
  cancelSubscription: { password: "company-pw", confirmCancel: true },
  safetyCheck: { url: "https://mathquest.example", appName: "Math Quest", appDescription: "Times tables", minAge: 6, maxAge: 11 },
  completeRegistration: {
    appName: "Math Quest",
    appUrl: "https://mathquest.example",
    appDescription: "Times tables",
    minAge: 6,
    maxAge: 11,
    email: "Math Quest",
    password: "company-pw",
    registrationToken: "pass-from-the-check",
  },
  setOpenAiKey: { apiKey: "sk-test" },
  adminSignIn: { username: "admin", password: "admin-dev-password" },
  adminSignOut: {},
  adminTotpStart: { password: "admin-dev-password", code: "123456" },
  adminTotpConfirm: { code: "123456" },
  adminChangePassword: { currentPassword: "admin-dev-password", code: "123456", newPassword: "a-longer-new-password" },
  adminUpdateReport: { status: "resolved", adminNotes: "Checked the app: fixed" },
  adminPauseAdvertiser: { reason: "Three reports of scary ads" },
  adminResumeAdvertiser: {},
  adminRecheckAdvertiser: {},
  adminEndAdvertiser: { reason: "Shows gambling ads to children" },
  adminRunBilling: { asOf: "2026-11-30T09:00:00Z" },
  adminWaiveCycle: {},
  adminUpdateSafetyEventStatus: { status: "resolved", note: "Spoke with the school's safeguarding lead" },
  deleteAccount: { password: "pw" },
  setParentalLimits: { password: "parent-pw", dailyMessageLimit: 20, dailyTimeLimitMinutes: null, timeZone: "Europe/London" },
  unlockToday: { password: "parent-pw" },
  requestParentPasswordReset: { accountPassword: "child-pw" },
  cancelParentPasswordReset: { password: "parent-pw" },
  setBirthYear: { birthYear: 2016 },
  parentSignUp: { email: "Ana@Example.com", password: "a long parent password", timeZone: "America/Chicago" },
  parentVerifyEmail: { token: "abcdefghijklmnopqrstuvwxyz012345" },
  parentSignIn: { email: "ana@example.com", password: "a long parent password" },
  parentRequestReset: { email: "ana@example.com" },
  parentCompleteReset: { token: "abcdefghijklmnopqrstuvwxyz012345", password: "another long password" },
  parentLinkChild: { code: "ABCD-EF23" },
  parentCreateChild: { username: "mia", password: "child-pw", birthYear: 2017 },
  parentStartConsent: { noticeVersion: "2026-11-29" },
  parentConfirmConsent: { checkoutSessionId: "cs_test_123" },
  parentDeleteChild: { password: "a long parent password" },
  parentSetChildParentPassword: { parentPassword: "study-lock-42" },
  parentSetChildLimits: { dailyMessageLimit: 30, dailyTimeLimitMinutes: 60, timeZone: "Asia/Kathmandu" },
  recordActivity: { feature: "games" },
  parentSetFamilyRules: { featureLimits: { games: 30, chat: null }, quietHours: [{ days: [0, 1, 2, 3, 4], start: "21:00", end: "07:00" }] },
  parentSetSettings: { timeZone: "Europe/Berlin", weeklySummary: false },
  weeklySummaryUnsubscribe: { token: "abcdefghijklmnopqrstuvwxyz012345" },
};

const calls: Readonly<Record<HttpCallName, HttpCall>> = httpCalls;
const callsWithBody = (Object.keys(calls) as HttpCallName[]).filter((name) => calls[name].body !== undefined);

describe("request bodies", () => {
  it("has a sample for every call that takes a body", () => {
    expect(callsWithBody.filter((name) => validBodies[name] === undefined)).toEqual([]);
  });

  it.each(callsWithBody)("%s accepts its sample body", (name) => {
    const result = calls[name].body?.safeParse(validBodies[name]);
    expect(result?.error?.issues).toBeUndefined();
  });

  it.each(callsWithBody)("%s rejects an unknown field", (name) => {
    const result = calls[name].body?.safeParse({ ...validBodies[name], isAdmin: true });
    expect(result?.success).toBe(false);
    expect(result?.error?.issues.map((issue) => issue.code)).toContain("unrecognized_keys");
  });
});
