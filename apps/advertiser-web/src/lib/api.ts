import { advertiserCalls } from "@kidsafe/contracts";
import type { AdvertiserLoginRequest, CancelSubscriptionRequest, CompleteRegistrationRequest, SafetyCheckRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** Every call the advertiser app makes, on the contracts' typed client. */
export const advertiserApi = {
  status: () => callApi(advertiserCalls.advertiserStatus),
  login: (body: AdvertiserLoginRequest) => callApi(advertiserCalls.advertiserLogin, { body }),
  logout: () => callApi(advertiserCalls.advertiserLogout, { body: {} }),
  /** The billing view's password, checked against the advertiser the session names. */
  authenticate: (password: string) => callApi(advertiserCalls.advertiserAuthenticate, { body: { password } }),

  portalCheckAuth: (id: number) => callApi(advertiserCalls.portalCheckAuth, { params: { id } }),
  portalInfo: (id: number) => callApi(advertiserCalls.portalInfo, { params: { id } }),
  portalAuthenticate: (id: number, password: string) => callApi(advertiserCalls.portalAuthenticate, { params: { id }, body: { password } }),

  dashboard: () => callApi(advertiserCalls.advertiserDashboard),
  dailyFigures: () => callApi(advertiserCalls.advertiserDailyFigures),
  billingDashboard: () => callApi(advertiserCalls.advertiserBillingDashboard),
  billing: () => callApi(advertiserCalls.advertiserBilling),
  reports: () => callApi(advertiserCalls.advertiserReports),
  recommendations: (id: number) => callApi(advertiserCalls.advertiserRecommendations, { params: { id } }),

  payWeeklyBill: () => callApi(advertiserCalls.payWeeklyBill, { body: {} }),
  cancelSubscription: (body: CancelSubscriptionRequest) => callApi(advertiserCalls.cancelSubscription, { body }),

  safetyCheck: (body: SafetyCheckRequest) => callApi(advertiserCalls.safetyCheck, { body }),
  completeRegistration: (body: CompleteRegistrationRequest) => callApi(advertiserCalls.completeRegistration, { body }),
  paymentComplete: (sessionId: string) => callApi(advertiserCalls.paymentComplete, { query: { session_id: sessionId } }),
};
