/** Every cached read of the advertiser app sits under one root, so ending a session drops them all at once. */
export const ADVERTISER_QUERY_ROOT = ["advertiser"] as const;

export const queryKeys = {
  status: [...ADVERTISER_QUERY_ROOT, "status"],
  dashboard: [...ADVERTISER_QUERY_ROOT, "dashboard"],
  dailyFigures: [...ADVERTISER_QUERY_ROOT, "daily-figures"],
  billingDashboard: [...ADVERTISER_QUERY_ROOT, "billing-dashboard"],
  billing: [...ADVERTISER_QUERY_ROOT, "billing"],
  reports: [...ADVERTISER_QUERY_ROOT, "reports"],
  recommendations: (id: number) => [...ADVERTISER_QUERY_ROOT, "recommendations", id],
  portalInfo: (id: number) => [...ADVERTISER_QUERY_ROOT, "portal", id, "info"],
  portalAuth: (id: number) => [...ADVERTISER_QUERY_ROOT, "portal", id, "check-auth"],
  paymentComplete: (sessionId: string) => [...ADVERTISER_QUERY_ROOT, "payment-complete", sessionId],
} as const;
