/**
 * Advertiser registration (seed 001 §2, §4, §5, §7): the form, the AI safety check, completing the
 * registration (which starts the upfront payment) and confirming that payment.
 */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./auth.ts";
import { AdvertiserId, HttpUrl, passwordField } from "./common.ts";
import { SafetyCheckResult } from "./advertiser-entities.ts";
import { AdvertiserAppName } from "./advertiser-session.ts";
import { ADVERTISER_TEXTS, PAYMENT_TEXTS, REGISTRATION_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

const APP_DESCRIPTION_MAX_LENGTH = 5000;
/** The seed's 'email' holds the app name; bounded like any free text. */
const EMAIL_FIELD_MAX_LENGTH = 320;

/** Seed 001 §2: 'https://' is put in front of a URL that does not start with 'http'. */
export function normalizeAppUrl(raw: string): string {
  const url = raw.trim();
  return url.startsWith("http") ? url : `https://${url}`;
}

const AppDescription = z
  .string({ error: REGISTRATION_TEXTS.fieldRequired("App description") })
  .trim()
  .min(1, REGISTRATION_TEXTS.fieldRequired("App description"))
  .max(APP_DESCRIPTION_MAX_LENGTH, `Descriptions can be at most ${APP_DESCRIPTION_MAX_LENGTH} characters`);

/** The registration page's form; the browser checks it before the safety check. Not sent as is. */
export const AdvertiserRegistrationForm = z
  .strictObject({
    appName: AdvertiserAppName,
    appUrl: z
      .string({ error: REGISTRATION_TEXTS.fieldRequired("App URL") })
      .trim()
      .min(1, REGISTRATION_TEXTS.fieldRequired("App URL")),
    appDescription: AppDescription,
    password: passwordField(ADVERTISER_TEXTS.passwordRequired),
    confirmPassword: z
      .string({ error: REGISTRATION_TEXTS.passwordsMismatchTitle })
      .max(PASSWORD_MAX_LENGTH, REGISTRATION_TEXTS.passwordsMismatchTitle),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: REGISTRATION_TEXTS.passwordsMismatchTitle,
    path: ["confirmPassword"],
  });
export type AdvertiserRegistrationForm = z.infer<typeof AdvertiserRegistrationForm>;

/** Kept in session storage under 'pendingRegistration' between the form and the safety check. */
export const PendingRegistration = z.strictObject({
  appName: AdvertiserAppName,
  appUrl: HttpUrl,
  appDescription: AppDescription,
  /** The seed sets it equal to the app name; it is not an email address. */
  email: z
    .string({ error: REGISTRATION_TEXTS.fieldRequired("Email") })
    .min(1)
    .max(EMAIL_FIELD_MAX_LENGTH),
  password: passwordField(ADVERTISER_TEXTS.passwordRequired),
});
export type PendingRegistration = z.infer<typeof PendingRegistration>;

export const SafetyCheckRequest = z.strictObject({
  url: HttpUrl,
  appName: AdvertiserAppName,
  appDescription: AppDescription,
});
export type SafetyCheckRequest = z.infer<typeof SafetyCheckRequest>;

export const CompleteRegistrationRequest = PendingRegistration.extend({
  aiGeneratedDescription: z.string({ error: "The safety check's description is required" }).max(APP_DESCRIPTION_MAX_LENGTH),
});
export type CompleteRegistrationRequest = z.infer<typeof CompleteRegistrationRequest>;

/** Without `checkoutUrl` the client shows 'Registration failed' / 'Failed to get payment URL.'. */
export const CompleteRegistrationResponse = z.object({
  advertiserId: AdvertiserId,
  checkoutUrl: HttpUrl.optional(),
});
export type CompleteRegistrationResponse = z.infer<typeof CompleteRegistrationResponse>;

export const PaymentCompleteQuery = z.object({
  session_id: z.string({ error: PAYMENT_TEXTS.invalidSession }).min(1, PAYMENT_TEXTS.invalidSession).max(512),
});
export type PaymentCompleteQuery = z.infer<typeof PaymentCompleteQuery>;

/** An unverified payment is a non-2xx ErrorResponse (the seed's `error`), so a 2xx answer is a success. */
export const PaymentCompleteResponse = z.object({
  success: z.literal(true),
  /** Null when the payment cannot be tied to an advertiser; the page then redirects to login. */
  advertiserId: AdvertiserId.nullable(),
});
export type PaymentCompleteResponse = z.infer<typeof PaymentCompleteResponse>;

export const advertiserRegistrationCalls = {
  safetyCheck: defineCall({
    method: "POST",
    path: "/api/advertiser/safety-check",
    body: SafetyCheckRequest,
    response: SafetyCheckResult,
    errors: { 429: "Too many safety checks from this address in the hour" },
  }),
  completeRegistration: defineCall({
    method: "POST",
    path: "/api/advertiser/complete-registration",
    body: CompleteRegistrationRequest,
    response: CompleteRegistrationResponse,
    errors: {
      409: "App name taken, URL blacklisted or no safety check first: 'Registration failed' with the server message",
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
