import { z } from "zod";
import { AdvertiserIdParams, EmptyBody, OkResponse, passwordField } from "./common.ts";
import { Advertiser, AdvertiserIdentity, AdvertiserSummary } from "./advertiser-entities.ts";
import { ADVERTISER_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

const APP_NAME_MAX_LENGTH = 200;
const SIGN_IN_THROTTLED = { 429: "Too many sign-in attempts" };

export const AdvertiserAppName = z
  .string({ error: ADVERTISER_TEXTS.appNameRequired })
  .trim()
  .min(1, ADVERTISER_TEXTS.appNameRequired)
  .max(APP_NAME_MAX_LENGTH, `App names can be at most ${APP_NAME_MAX_LENGTH} characters`);

export const AdvertiserStatus = z.discriminatedUnion("isAdvertiser", [
  z.object({ ...Advertiser.shape, isAdvertiser: z.literal(true) }),
  z.object({ isAdvertiser: z.literal(false) }),
]);
export type AdvertiserStatus = z.infer<typeof AdvertiserStatus>;

export const AdvertiserPasswordRequest = z.strictObject({
  password: passwordField(ADVERTISER_TEXTS.passwordRequired),
});
export type AdvertiserPasswordRequest = z.infer<typeof AdvertiserPasswordRequest>;

/** Only a password is sent: it is checked against the advertiser the session already names. */
export const AdvertiserAuthenticateResponse = z.object({ advertiser: AdvertiserSummary });
export type AdvertiserAuthenticateResponse = z.infer<typeof AdvertiserAuthenticateResponse>;

/** The app name is the login username. */
export const AdvertiserLoginRequest = z.strictObject({
  appName: AdvertiserAppName,
  password: passwordField(ADVERTISER_TEXTS.passwordRequired),
});
export type AdvertiserLoginRequest = z.infer<typeof AdvertiserLoginRequest>;

export const AdvertiserLoginResponse = z.object({ advertiser: AdvertiserIdentity });
export type AdvertiserLoginResponse = z.infer<typeof AdvertiserLoginResponse>;

export const PortalCheckAuthResponse = z.object({ authenticated: z.boolean() });
export type PortalCheckAuthResponse = z.infer<typeof PortalCheckAuthResponse>;

export const PortalInfo = z.object({ appName: z.string() });
export type PortalInfo = z.infer<typeof PortalInfo>;

/** A wrong password is a 401, so a 2xx answer is always a success. */
export const PortalAuthenticateResponse = z.object({ success: z.literal(true), message: z.string() });
export type PortalAuthenticateResponse = z.infer<typeof PortalAuthenticateResponse>;

export const advertiserSessionCalls = {
  advertiserStatus: defineCall({
    method: "GET",
    path: "/api/advertiser/status",
    response: AdvertiserStatus,
  }),
  advertiserAuthenticate: defineCall({
    method: "POST",
    path: "/api/advertiser/authenticate",
    body: AdvertiserPasswordRequest,
    response: AdvertiserAuthenticateResponse,
    errors: { 401: "'Authentication Failed' / 'Invalid password. Please try again.'", ...SIGN_IN_THROTTLED },
  }),
  advertiserLogin: defineCall({
    method: "POST",
    path: "/api/advertiser/login",
    body: AdvertiserLoginRequest,
    response: AdvertiserLoginResponse,
    errors: { 401: "'Login Failed' / 'Invalid app name or password'", ...SIGN_IN_THROTTLED },
  }),
  advertiserLogout: defineCall({
    method: "POST",
    path: "/api/advertiser/logout",
    body: EmptyBody,
    response: OkResponse,
  }),
  portalCheckAuth: defineCall({
    method: "GET",
    path: "/api/advertiser/:id/check-auth",
    params: AdvertiserIdParams,
    response: PortalCheckAuthResponse,
  }),
  portalInfo: defineCall({
    method: "GET",
    path: "/api/advertiser/:id/info",
    params: AdvertiserIdParams,
    response: PortalInfo,
    errors: { 404: "'Invalid Advertiser'" },
  }),
  portalAuthenticate: defineCall({
    method: "POST",
    path: "/api/advertiser/:id/authenticate",
    params: AdvertiserIdParams,
    body: AdvertiserPasswordRequest,
    response: PortalAuthenticateResponse,
    errors: { 401: "'Invalid password'", ...SIGN_IN_THROTTLED },
  }),
} as const;
