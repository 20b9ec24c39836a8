import { z } from "zod";
import { AdvertiserIdParams, EmptyBody, passwordField } from "./common.ts";
import {
  AdvertiserBilling,
  AdvertiserDailyFigures,
  AdvertiserDashboard,
  AdvertiserRecommendations,
  AdvertiserReports,
  BillingDashboard,
  PaymentStartResult,
} from "./advertiser-entities.ts";
import { ADVERTISER_TEXTS, CANCELLATION_TEXTS } from "./constants/texts-advertiser.ts";
import { defineCall } from "./http.ts";

export const CancelSubscriptionRequest = z.strictObject({
  password: passwordField(ADVERTISER_TEXTS.passwordRequired),
  confirmCancel: z.literal(true, { error: CANCELLATION_TEXTS.confirmRequired }),
});
export type CancelSubscriptionRequest = z.infer<typeof CancelSubscriptionRequest>;

export const CancelSubscriptionResponse = z.object({ success: z.literal(true), urlBlacklisted: z.boolean(), message: z.string() });
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponse>;

/** The advertiser then sees 'Session Expired' and returns to login. */
const SESSION_EXPIRED = {
  401: "'Session Expired' / 'Please login again', redirect to /advertiser-login",
  404: "The advertiser's account no longer exists",
};

export const advertiserBillingCalls = {
  advertiserBilling: defineCall({
    method: "GET",
    path: "/api/advertiser/billing",
    response: AdvertiserBilling,
    errors: SESSION_EXPIRED,
  }),
  advertiserDashboard: defineCall({
    method: "GET",
    path: "/api/advertiser/dashboard",
    response: AdvertiserDashboard,
    errors: SESSION_EXPIRED,
  }),
  advertiserDailyFigures: defineCall({
    method: "GET",
    path: "/api/advertiser/daily-figures",
    response: AdvertiserDailyFigures,
    errors: SESSION_EXPIRED,
  }),
  advertiserBillingDashboard: defineCall({
    method: "GET",
    path: "/api/advertiser/billing-dashboard",
    response: BillingDashboard,
    errors: SESSION_EXPIRED,
  }),
  advertiserReports: defineCall({
    method: "GET",
    path: "/api/advertiser/reports",
    response: AdvertiserReports,
    errors: SESSION_EXPIRED,
  }),
  advertiserRecommendations: defineCall({
    method: "GET",
    path: "/api/advertiser/:id/recommendations",
    params: AdvertiserIdParams,
    response: AdvertiserRecommendations,
    errors: { ...SESSION_EXPIRED, 403: "The session's advertiser is not this id" },
  }),
  payWeeklyBill: defineCall({
    method: "POST",
    path: "/api/advertiser/pay-weekly-bill",
    body: EmptyBody,
    response: PaymentStartResult,
    errors: { 404: "The advertiser's account no longer exists", 502: "'Payment Failed' with the server message" },
  }),
  cancelSubscription: defineCall({
    method: "POST",
    path: "/api/advertiser/cancel-subscription",
    body: CancelSubscriptionRequest,
    response: CancelSubscriptionResponse,
    errors: {
      403: "'Incorrect Password' (message contains 'password'): field cleared, dialog stays open",
      409: "'Outstanding Fees': the total due is above 0, dialog closes",
      429: "Too many wrong passwords",
      502: "The payment provider failed: 'Payment Failed' with the server message",
    },
  }),
} as const;
