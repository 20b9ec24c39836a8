import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth.ts";
import { AdvertiserId, HttpUrl, passwordField } from "./common.ts";
import { SafetyCheckResult } from "./advertiser-entities.ts";
import { AdvertiserAppName } from "./advertiser-session.ts";
import { ADVERTISER_TEXTS, PAYMENT_TEXTS, REGISTRATION_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

const APP_DESCRIPTION_MAX_LENGTH = 5000;
/** The specification's 'email' holds the app name; bounded like any free text. */
const EMAIL_FIELD_MAX_LENGTH = 320;

/** 'https://' is put in front of a URL that does not start with 'http'. */
export function normalizeAppUrl(raw: string): string {
  const url = raw.trim();
  return url.startsWith("http") ? url : `https://${url}`;
}

/** Children under ADS_MIN_CHILD_AGE are never shown ads. */
export const APP_AGE_MIN = 1;
export const APP_AGE_MAX = 18;
export const ADS_MIN_CHILD_AGE = 5;

export const REGISTRATION_AGE_TEXTS = {
  legend: "Ages your app is for",
  hint: `Your app is shown only to children inside this range, and never to children under ${ADS_MIN_CHILD_AGE}.`,
  minAgeLabel: "From age",
  maxAgeLabel: "To age",
  choose: "Choose an age",
  minAgeRequired: "Choose the youngest age your app is for",
  maxAgeRequired: "Choose the oldest age your app is for",
  rangeReversed: "The youngest age must not be above the oldest",
} as const;

export const REGISTRATION_PASS_TEXTS = {
  unknown: "This safety check result is not valid. Please run the safety check again.",
  used: "This safety check result was already used for a registration. Please run the safety check again.",
  expired: "This safety check result is more than an hour old. Please run the safety check again.",
  revoked: "A later safety check of this website failed, so this result no longer counts. Please run the safety check again.",
  otherRequester: "This safety check was run from another connection. Please run the safety check again from this one.",
  changed: (fields: readonly string[]) =>
    `The ${fields.join(", ")} differ from what the safety check judged. Please run the safety check again with these details.`,
} as const;

export const CHILD_DESCRIPTION_MAX_LENGTH = 90;

/** The check judges the whole description this comes from. */
export function childFacingDescription(appDescription: string): string {
  const first =
    appDescription
      .trim()
      .split(/(?<=[.!?])\s+/)[0]
      ?.trim() ?? "";
  if (first.length <= CHILD_DESCRIPTION_MAX_LENGTH) return first;
  const cut = first.slice(0, CHILD_DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.-]+$/, "")}…`;
}

const ageField = (required: string) =>
  z
    .number({ error: required })
    .int(required)
    .min(APP_AGE_MIN, `Ages go from ${APP_AGE_MIN} to ${APP_AGE_MAX}`)
    .max(APP_AGE_MAX, `Ages go from ${APP_AGE_MIN} to ${APP_AGE_MAX}`);
const AppMinAge = ageField(REGISTRATION_AGE_TEXTS.minAgeRequired);
const AppMaxAge = ageField(REGISTRATION_AGE_TEXTS.maxAgeRequired);
/** "" until an age is chosen: there is no default. */
const chosenAge = (required: string) => z.string({ error: required }).trim().min(1, required).transform(Number);
const agesInOrder = <T extends { minAge: number; maxAge: number }>(value: T) => value.minAge <= value.maxAge;
const REVERSED = { message: REGISTRATION_AGE_TEXTS.rangeReversed, path: ["maxAge"] };

const AppDescription = z
  .string({ error: REGISTRATION_TEXTS.fieldRequired("App description") })
  .trim()
  .min(1, REGISTRATION_TEXTS.fieldRequired("App description"))
  .max(APP_DESCRIPTION_MAX_LENGTH, `Descriptions can be at most ${APP_DESCRIPTION_MAX_LENGTH} characters`);

export const AdvertiserRegistrationForm = z
  .strictObject({
    appName: AdvertiserAppName,
    appUrl: z
      .string({ error: REGISTRATION_TEXTS.fieldRequired("App URL") })
      .trim()
      .min(1, REGISTRATION_TEXTS.fieldRequired("App URL")),
    appDescription: AppDescription,
    minAge: chosenAge(REGISTRATION_AGE_TEXTS.minAgeRequired).pipe(AppMinAge),
    maxAge: chosenAge(REGISTRATION_AGE_TEXTS.maxAgeRequired).pipe(AppMaxAge),
    password: passwordField(ADVERTISER_TEXTS.passwordRequired),
    confirmPassword: z
      .string({ error: REGISTRATION_TEXTS.passwordsMismatchTitle })
      .max(PASSWORD_MAX_LENGTH, REGISTRATION_TEXTS.passwordsMismatchTitle),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTRATION_TEXTS.passwordsMismatchTitle,
    path: ["confirmPassword"],
  })
  .refine(agesInOrder, REVERSED);
export type AdvertiserRegistrationForm = z.infer<typeof AdvertiserRegistrationForm>;

const PendingRegistrationFields = z.strictObject({
  appName: AdvertiserAppName,
  appUrl: HttpUrl,
  appDescription: AppDescription,
  minAge: AppMinAge,
  maxAge: AppMaxAge,
  /** Equal to the app name; it is not an email address. */
  email: z
    .string({ error: REGISTRATION_TEXTS.fieldRequired("Email") })
    .min(1)
    .max(EMAIL_FIELD_MAX_LENGTH),
  password: passwordField(ADVERTISER_TEXTS.passwordRequired),
});

export const PendingRegistration = PendingRegistrationFields.refine(agesInOrder, REVERSED);
export type PendingRegistration = z.infer<typeof PendingRegistration>;

export const SafetyCheckRequest = z
  .strictObject({
    url: HttpUrl,
    appName: AdvertiserAppName,
    appDescription: AppDescription,
    minAge: AppMinAge,
    maxAge: AppMaxAge,
  })
  .refine(agesInOrder, REVERSED);
export type SafetyCheckRequest = z.infer<typeof SafetyCheckRequest>;

const RegistrationToken = z
  .string({ error: REGISTRATION_PASS_TEXTS.unknown })
  .min(1, REGISTRATION_PASS_TEXTS.unknown)
  .max(200, REGISTRATION_PASS_TEXTS.unknown);

export const SafetyCheckResponse = z.object({
  ...SafetyCheckResult.shape,
  /** Single-use, for these exact details; absent when unsafe. */
  registrationToken: RegistrationToken.optional(),
  childDescription: z.string(),
});
export type SafetyCheckResponse = z.infer<typeof SafetyCheckResponse>;

/** Every detail must be what the check judged. */
export const CompleteRegistrationRequest = z
  .strictObject({ ...PendingRegistrationFields.shape, registrationToken: RegistrationToken })
  .refine(agesInOrder, REVERSED);
export type CompleteRegistrationRequest = z.infer<typeof CompleteRegistrationRequest>;

export const CompleteRegistrationResponse = z.object({
  advertiserId: AdvertiserId,
  checkoutUrl: HttpUrl.optional(),
});
export type CompleteRegistrationResponse = z.infer<typeof CompleteRegistrationResponse>;

export const PaymentCompleteQuery = z.object({
  session_id: z.string({ error: PAYMENT_TEXTS.invalidSession }).min(1, PAYMENT_TEXTS.invalidSession).max(512),
});
export type PaymentCompleteQuery = z.infer<typeof PaymentCompleteQuery>;

/** So a 2xx answer is a success. */
export const PaymentCompleteResponse = z.object({
  success: z.literal(true),
  /** The page then redirects to login. */
  advertiserId: AdvertiserId.nullable(),
  purpose: z.enum(["upfront", "settlement"]),
});
export type PaymentCompleteResponse = z.infer<typeof PaymentCompleteResponse>;

export const advertiserRegistrationCalls = {
  safetyCheck: defineCall({
    method: "POST",
    path: "/api/advertiser/safety-check",
    body: SafetyCheckRequest,
    response: SafetyCheckResponse,
    errors: {
      409: "The website is blocked (an account of it ended with unpaid fees, or by an operator): refused before any check, the message says why and until when",
      429: "Too many safety checks from this address in the hour",
    },
  }),
  completeRegistration: defineCall({
    method: "POST",
    path: "/api/advertiser/complete-registration",
    body: CompleteRegistrationRequest,
    response: CompleteRegistrationResponse,
    errors: {
      409: "App name taken, website blocked, or the check's pass used, expired, revoked, from another connection or for other details: 'Registration failed' with the server message",
      429: "Too many registrations from this address in the hour",
      502: "The payment provider failed: 'Payment Failed' with the server message",
    },
  }),
  paymentComplete: defineCall({
    method: "GET",
    path: "/api/advertiser/payment-complete",
    query: PaymentCompleteQuery,
    response: PaymentCompleteResponse,
    errors: { 502: "The payment provider failed: 'Payment Failed' with the server message" },
  }),
} as const;
