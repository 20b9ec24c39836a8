import { RECOMMENDATION_CENTS, IMPRESSION_RATE_CENTS } from "@kidsafe/contracts";
import {
  createAdvertisersRepository,
  createAdvertiserUsageRepository,
  createBillingCyclesRepository,
  createBlockedSitesRepository,
  createCycleChargesRepository,
  createPaymentEventsRepository,
  createPaymentsRepository,
} from "@kidsafe/db";
import type { Db, Prices } from "@kidsafe/db";
import type { PaymentsPort } from "./payments-port.ts";

/** A recommendation costs ten impressions. */
export const PRICES: Prices = { viewCents: IMPRESSION_RATE_CENTS, recommendationCents: RECOMMENDATION_CENTS };

export interface BillingDependencies {
  db: Db;
  payments: PaymentsPort;
  /** Tests and the operator's simulated runs move it. */
  clock: () => Date;
  log: { info(object: unknown, message?: string): void; warn(object: unknown, message?: string): void };
}

export function billingContext(deps: BillingDependencies) {
  return {
    ...deps,
    advertisers: createAdvertisersRepository(deps.db),
    runningCycles: createAdvertiserUsageRepository(deps.db),
    cycles: createBillingCyclesRepository(deps.db),
    charges: createCycleChargesRepository(deps.db),
    paymentRecords: createPaymentsRepository(deps.db),
    paymentEvents: createPaymentEventsRepository(deps.db),
    blockedSites: createBlockedSitesRepository(deps.db),
  };
}

export type BillingContext = ReturnType<typeof billingContext>;
