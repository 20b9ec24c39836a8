/** Every /api/admin/* call needs a signed-in operator: anonymous 401, a student or an advertiser 403. */
import { z } from "zod";
import { EmptyBody, OkResponse } from "./common.ts";
import { API_KEY_MAX_LENGTH, OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_USERNAME_MAX_LENGTH } from "./constants/limits.ts";
import { ADMIN_TEXTS, OPERATOR_ACCOUNT_TEXTS, OPERATOR_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";
import { PASSWORD_MAX_LENGTH } from "./auth.ts";

export const SetOpenAiKeyRequest = z.strictObject({
  apiKey: z
    .string({ error: ADMIN_TEXTS.apiKeyRequired })
    .trim()
    .min(1, ADMIN_TEXTS.apiKeyRequired)
    .max(API_KEY_MAX_LENGTH, `API keys can be at most ${API_KEY_MAX_LENGTH} characters`),
});
export type SetOpenAiKeyRequest = z.infer<typeof SetOpenAiKeyRequest>;

export const TotpCode = z.string({ error: "Enter the 6-digit code" }).regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");

export const OperatorSignInRequest = z.strictObject({
  username: z
    .string({ error: "Please enter your username" })
    .trim()
    .min(1, "Please enter your username")
    .max(OPERATOR_USERNAME_MAX_LENGTH, OPERATOR_TEXTS.signInFailed),
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(PASSWORD_MAX_LENGTH),
  code: TotpCode.optional(),
});
export type OperatorSignInRequest = z.infer<typeof OperatorSignInRequest>;

export const Operator = z.object({ username: z.string(), totpEnabled: z.boolean() });
export type Operator = z.infer<typeof Operator>;

export const OperatorSignInResponse = z.object({ operator: Operator });
export type OperatorSignInResponse = z.infer<typeof OperatorSignInResponse>;

/** Never the key itself. */
export const AiKeyStatus = z.object({
  inUse: z.enum(["stored", "environment", "none"]),
  stored: z
    .object({
      setAt: z.iso.datetime({ offset: true }),
      setBy: z.string().nullable(),
      lastFour: z.string(),
      /** false when KEY_ENCRYPTION_KEY changed since it was stored: store it again. */
      readable: z.boolean(),
      rejected: z.object({ at: z.iso.datetime({ offset: true }), message: z.string() }).nullable(),
    })
    .nullable(),
});
export type AiKeyStatus = z.infer<typeof AiKeyStatus>;

export const TotpEnrolment = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const TotpConfirmRequest = z.strictObject({ code: TotpCode });

const CurrentPassword = z
  .string({ error: OPERATOR_ACCOUNT_TEXTS.passwordRequired })
  .min(1, OPERATOR_ACCOUNT_TEXTS.passwordRequired)
  .max(PASSWORD_MAX_LENGTH);

/** Replacing the second step proves who is asking. */
export const TotpStartRequest = z.strictObject({
  password: CurrentPassword,
  code: TotpCode.optional(),
});
export type TotpStartRequest = z.infer<typeof TotpStartRequest>;

export const ChangeOperatorPasswordRequest = z.strictObject({
  currentPassword: CurrentPassword,
  code: TotpCode.optional(),
  newPassword: z
    .string({ error: OPERATOR_ACCOUNT_TEXTS.newPasswordTooShort })
    .min(OPERATOR_PASSWORD_MIN_LENGTH, OPERATOR_ACCOUNT_TEXTS.newPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, `Passwords can be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type ChangeOperatorPasswordRequest = z.infer<typeof ChangeOperatorPasswordRequest>;

export const adminCalls = {
  setOpenAiKey: defineCall({
    method: "POST",
    path: "/api/admin/set-openai-key",
    body: SetOpenAiKeyRequest,
    response: OkResponse,
    errors: { 403: "Not an operator: 'Failed to store API key' or the server message" },
  }),
  adminAiKeyStatus: defineCall({
    method: "GET",
    path: "/api/admin/ai-key",
    response: AiKeyStatus,
  }),
  adminSignIn: defineCall({
    method: "POST",
    path: "/api/admin/sign-in",
    body: OperatorSignInRequest,
    response: OperatorSignInResponse,
    errors: { 401: "Wrong username or password", 429: "Too many attempts: wait" },
  }),
  adminSignOut: defineCall({
    method: "POST",
    path: "/api/admin/sign-out",
    body: EmptyBody,
    response: OkResponse,
  }),
  adminMe: defineCall({
    method: "GET",
    path: "/api/admin/me",
    response: Operator,
    errors: { 401: "Signed out: show the sign-in page" },
  }),
  adminTotpStart: defineCall({
    method: "POST",
    path: "/api/admin/totp/start",
    body: TotpStartRequest,
    response: TotpEnrolment,
    errors: { 400: "Wrong password or current code", 429: "Too many wrong passwords: wait" },
  }),
  /** This session goes on (its cookie is re-issued). */
  adminTotpConfirm: defineCall({
    method: "POST",
    path: "/api/admin/totp/confirm",
    body: TotpConfirmRequest,
    response: OkResponse,
    errors: { 400: "Wrong or already used code", 409: "No enrolment started" },
  }),
  /** This session goes on (its cookie is re-issued). */
  adminChangePassword: defineCall({
    method: "POST",
    path: "/api/admin/password",
    body: ChangeOperatorPasswordRequest,
    response: OkResponse,
    errors: { 400: "Wrong password or code, or a new password that is too short or the same", 429: "Too many wrong passwords: wait" },
  }),
} as const;
