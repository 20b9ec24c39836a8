/** docs/decisions.md ("Families") records the rules and why. */
import { z } from "zod";
import { IsoDateTime, OkResponse, passwordField } from "./common.ts";
import { BIRTH_YEAR_MAX_YEARS_AGO } from "./constants/limits.ts";
import { FAMILY_TEXTS } from "./constants/texts-family.ts";
import { ParentalLimits, ParentalLimitsState, TimeZoneName } from "./parental-limits.ts";
import { defineCall } from "./http.ts";

/** Under this age a child's words, photos and voice are collected only with a parent's verifiable consent (COPPA). */
export const CONSENT_AGE = 13;

/** With only a year, a child is taken to be the youngest that year allows, so the gate never opens early for a child who is still 12. */
export const AGE_GROUPS = ["unknown", "child", "teen"] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const youngestAgeOf = (birthYear: number, now: Date): number => now.getUTCFullYear() - birthYear - 1;

export function ageGroupOf(birthYear: number | null, now: Date): AgeGroup {
  if (birthYear === null) return "unknown";
  return youngestAgeOf(birthYear, now) >= CONSENT_AGE ? "teen" : "child";
}

export const needsConsent = (group: AgeGroup): boolean => group !== "teen";

export const isHeard = (birthYear: number | null, consentStands: boolean, now: Date): boolean =>
  consentStands || !needsConsent(ageGroupOf(birthYear, now));

export function answerAgeOf(birthYear: number, now: Date): number {
  const age = now.getUTCFullYear() - birthYear;
  return Math.min(18, Math.max(1, age));
}

export function birthYearField(now: () => Date = () => new Date()) {
  return z
    .number({ error: FAMILY_TEXTS.birthYearRequired })
    .int(FAMILY_TEXTS.birthYearRequired)
    .refine((year) => year <= now().getUTCFullYear(), FAMILY_TEXTS.birthYearInFuture)
    .refine((year) => year >= now().getUTCFullYear() - BIRTH_YEAR_MAX_YEARS_AGO, FAMILY_TEXTS.birthYearTooLongAgo);
}
export const BirthYear = birthYearField();

/** No 0/O or 1/I/L in the alphabet, so a code read aloud or copied by hand is not mistyped. */
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const LINK_CODE_TTL_MS = 24 * 60 * 60_000;
export const LinkCode = z
  .string({ error: "Enter the code from the child's settings" })
  .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`), "That code is not right. Check the code in the child's settings."),
  );

export const PARENT_EMAIL_MAX_LENGTH = 254;
export const PARENT_ACCOUNT_PASSWORD_MIN_LENGTH = 10;
export const PARENT_VERIFY_TTL_MS = 24 * 60 * 60_000;
export const PARENT_RESET_TTL_MS = 60 * 60_000;

/** 'Ana@Example.com' and 'ana@example.com' are one account. */
export const ParentEmail = z
  .string({ error: "Enter your email address" })
  .trim()
  .max(PARENT_EMAIL_MAX_LENGTH, `An email address has at most ${PARENT_EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email("Enter a valid email address, like name@example.com"))
  .transform((value) => value.toLowerCase());

const NewParentPassword = passwordField("Choose a password").refine(
  (value) => [...value].length >= PARENT_ACCOUNT_PASSWORD_MIN_LENGTH,
  `Your password must be at least ${PARENT_ACCOUNT_PASSWORD_MIN_LENGTH} characters long`,
);

export const ParentSignUpRequest = z.strictObject({
  email: ParentEmail,
  password: NewParentPassword,
  /** The weekly summary goes out in it (UTC when not sent). */
  timeZone: TimeZoneName.optional(),
});
export const ParentSignInRequest = z.strictObject({ email: ParentEmail, password: passwordField("Enter your password") });
export const MailToken = z
  .string({ error: "This link is not complete. Open it again from the email." })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, "This link is not complete. Open it again from the email.");

export const ParentProfile = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  emailVerified: z.boolean(),
});
export type ParentProfile = z.infer<typeof ParentProfile>;

/** A new notice text gets a new version. */
export const CONSENT_NOTICE_VERSION = "2026-11-29";
/** Stripe's smallest USD charge, refunded at once. */
export const CONSENT_CHECK_CENTS = 50;

export const CONSENT_STATUSES = ["not_needed", "needed", "given"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const ChildId = z.object({
  childId: z.coerce
    .number({ error: "childId must be the id of a child" })
    .int("childId must be the id of a child")
    .positive("childId must be the id of a child")
    .max(2_147_483_647, "childId must be the id of a child"),
});

export const ChildSummary = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  birthYear: z.number().int().nullable(),
  ageGroup: z.enum(AGE_GROUPS),
  consent: z.object({
    status: z.enum(CONSENT_STATUSES),
    givenAt: IsoDateTime.nullable(),
    givenByMe: z.boolean(),
  }),
  parents: z.number().int(),
  limits: ParentalLimitsState,
  studyModeEnabled: z.boolean(),
});
export type ChildSummary = z.infer<typeof ChildSummary>;

export const CreateChildRequest = z.strictObject({
  username: z
    .string({ error: "Choose a username for the child" })
    .trim()
    .min(1, "Choose a username for the child")
    .max(64, "A username has at most 64 characters"),
  password: passwordField("Choose a password for the child"),
  birthYear: BirthYear,
});

export const RemoteParentPasswordRequest = z.strictObject({ parentPassword: passwordField("Choose a parent password") });
/** No parent password: the parent is signed in. */
export const RemoteLimitsRequest = ParentalLimits.strict();

export const ChildConversation = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: IsoDateTime,
  messages: z.array(z.object({ role: z.enum(["user", "assistant"]), content: z.string(), createdAt: IsoDateTime })),
});
export const ChildConversations = z.object({ conversations: z.array(ChildConversation) });
export type ChildConversations = z.infer<typeof ChildConversations>;

export const FamilyStatus = z.object({
  birthYear: z.number().int().nullable(),
  ageGroup: z.enum(AGE_GROUPS),
  heard: z.boolean(),
  consent: z.enum(CONSENT_STATUSES),
  parents: z.number().int(),
});
export type FamilyStatus = z.infer<typeof FamilyStatus>;

export const LinkCodeResponse = z.object({ code: z.string(), link: z.string(), expiresAt: IsoDateTime });
export type LinkCodeResponse = z.infer<typeof LinkCodeResponse>;

export const SetBirthYearRequest = z.strictObject({ birthYear: BirthYear });
export const MailTokenRequest = z.strictObject({ token: MailToken });
export const ParentResetRequest = z.strictObject({ email: ParentEmail });
export const ParentCompleteResetRequest = z.strictObject({ token: MailToken, password: NewParentPassword });
export const ChildSummaries = z.object({ children: z.array(ChildSummary) });
export const LinkChildRequest = z.strictObject({ code: LinkCode });
export const StartConsentRequest = z.strictObject({ noticeVersion: z.string() });
export const StartConsentResponse = z.object({ checkoutUrl: z.string() });
export const ConfirmConsentRequest = z.strictObject({
  checkoutSessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, "That card check is not known"),
});
export const DeleteChildRequest = z.strictObject({ password: passwordField("Enter your password") });

// The privacy policy states these numbers.

export const CHAT_RETENTION_DAYS = 90;
export const MODERATION_REVIEW_RETENTION_DAYS = 30;

const LINK_EXPIRED = { 410: "The link expired or was used" };
/** Linking a child, adding one and consenting need a parent whose email is verified. */
const EMAIL_NOT_VERIFIED = { 403: "Email not verified" };

export const familyCalls = {
  getFamilyStatus: defineCall({
    method: "GET",
    path: "/api/family",
    response: FamilyStatus,
  }),
  setBirthYear: defineCall({
    method: "PUT",
    path: "/api/family/birth-year",
    body: SetBirthYearRequest,
    response: FamilyStatus,
    errors: { 409: "The birth year was already given; only a parent changes it" },
  }),
  createLinkCode: defineCall({
    method: "POST",
    path: "/api/family/link-code",
    response: LinkCodeResponse,
    errors: { 409: "The child already has two parents linked", 429: "Too many codes asked for" },
  }),

  parentSignUp: defineCall({
    method: "POST",
    path: "/api/parent/sign-up",
    body: ParentSignUpRequest,
    response: ParentProfile,
    errors: { 409: "An account with this email exists", 429: "Too many sign-ups from this address" },
  }),
  parentVerifyEmail: defineCall({
    method: "POST",
    path: "/api/parent/verify-email",
    body: MailTokenRequest,
    response: ParentProfile,
    errors: LINK_EXPIRED,
  }),
  parentResendVerification: defineCall({
    method: "POST",
    path: "/api/parent/resend-verification",
    response: OkResponse,
    errors: { 429: "Too many mails asked for" },
  }),
  parentSignIn: defineCall({
    method: "POST",
    path: "/api/parent/sign-in",
    body: ParentSignInRequest,
    response: ParentProfile,
    errors: { 401: "Wrong email or password", 429: "Too many tries" },
  }),
  parentSignOut: defineCall({
    method: "POST",
    path: "/api/parent/sign-out",
    response: OkResponse,
  }),
  parentMe: defineCall({
    method: "GET",
    path: "/api/parent/me",
    response: ParentProfile,
  }),
  parentRequestReset: defineCall({
    method: "POST",
    path: "/api/parent/password-reset",
    body: ParentResetRequest,
    response: OkResponse,
    errors: { 429: "Too many resets asked for" },
  }),
  parentCompleteReset: defineCall({
    method: "POST",
    path: "/api/parent/password-reset/complete",
    body: ParentCompleteResetRequest,
    response: ParentProfile,
    errors: LINK_EXPIRED,
  }),

  parentChildren: defineCall({
    method: "GET",
    path: "/api/parent/children",
    response: ChildSummaries,
  }),
  parentLinkChild: defineCall({
    method: "POST",
    path: "/api/parent/children/link",
    body: LinkChildRequest,
    response: ChildSummary,
    errors: {
      ...EMAIL_NOT_VERIFIED,
      404: "Wrong, used or expired code",
      409: "Already linked, or two parents linked",
      429: "Too many codes tried",
    },
  }),
  parentCreateChild: defineCall({
    method: "POST",
    path: "/api/parent/children",
    body: CreateChildRequest,
    response: ChildSummary,
    errors: { ...EMAIL_NOT_VERIFIED, 409: "Username taken" },
  }),
  parentUnlinkChild: defineCall({
    method: "POST",
    path: "/api/parent/children/:childId/unlink",
    params: ChildId,
    response: OkResponse,
  }),
  parentStartConsent: defineCall({
    method: "POST",
    path: "/api/parent/children/:childId/consent",
    params: ChildId,
    body: StartConsentRequest,
    response: StartConsentResponse,
    errors: { ...EMAIL_NOT_VERIFIED, 409: "Consent not needed, or the notice changed", 502: "The payment provider is unavailable" },
  }),
  parentConfirmConsent: defineCall({
    method: "POST",
    path: "/api/parent/consent/confirm",
    body: ConfirmConsentRequest,
    response: ChildSummary,
    errors: { 402: "The card check was not paid", 403: "Another parent's check", 404: "Unknown check" },
  }),
  parentWithdrawConsent: defineCall({
    method: "POST",
    path: "/api/parent/children/:childId/consent/withdraw",
    params: ChildId,
    response: ChildSummary,
  }),
  parentChildConversations: defineCall({
    method: "GET",
    path: "/api/parent/children/:childId/conversations",
    params: ChildId,
    response: ChildConversations,
    errors: { 403: "Teens' conversations are not shown" },
  }),
  parentExportChild: defineCall({
    method: "GET",
    path: "/api/parent/children/:childId/export",
    params: ChildId,
    // Streamed; the browser downloads it, never through callApi.
    response: z.unknown(),
    produces: ["application/zip"],
  }),
  parentDeleteChild: defineCall({
    method: "POST",
    path: "/api/parent/children/:childId/delete",
    params: ChildId,
    body: DeleteChildRequest,
    response: OkResponse,
    errors: { 403: "Wrong password" },
  }),
  parentSetChildParentPassword: defineCall({
    method: "PUT",
    path: "/api/parent/children/:childId/parent-password",
    params: ChildId,
    body: RemoteParentPasswordRequest,
    response: ChildSummary,
  }),
  parentSetChildLimits: defineCall({
    method: "PUT",
    path: "/api/parent/children/:childId/limits",
    params: ChildId,
    body: RemoteLimitsRequest,
    response: ChildSummary,
  }),
} as const;
