import { advertiserBillingCalls } from "./advertiser-billing.ts";
import { advertiserRegistrationCalls } from "./advertiser-registration.ts";
import { advertiserSessionCalls } from "./advertiser-session.ts";

export * from "./advertiser-entities.ts";
export * from "./advertiser-session.ts";
export * from "./advertiser-billing.ts";
export * from "./advertiser-registration.ts";

export const advertiserCalls = {
  ...advertiserSessionCalls,
  ...advertiserBillingCalls,
  ...advertiserRegistrationCalls,
} as const;
