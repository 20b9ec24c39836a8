import { createBilling } from "@kidsafe/billing";
import {
  createAdEventsRepository,
  createAdvertisersRepository,
  createAdvertiserUsageRepository,
  createBillingCyclesRepository,
} from "@kidsafe/db";
import type { Billing, PaymentEvent, PaymentsPort } from "@kidsafe/billing";
import type { ApiContext, ApiModule } from "../../context.ts";
import { createBillingFigures } from "./figures.ts";
import type { BillingFigures } from "./figures.ts";
import { webhookRoutes } from "./routes.ts";
import { createPaymentWebhooks } from "./service.ts";

export interface PaymentsAdapter extends PaymentsPort {
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export function billingModule(
  { db, clock, log }: ApiContext,
  needs: { payments: PaymentsAdapter },
): ApiModule & { billing: Billing; figures: BillingFigures } {
  const billing = createBilling({ db, payments: needs.payments, clock, log });
  const figures = createBillingFigures({
    advertisers: createAdvertisersRepository(db),
    runningCycles: createAdvertiserUsageRepository(db),
    cycles: createBillingCyclesRepository(db),
    adEvents: createAdEventsRepository(db),
    clock,
  });
  return { plugin: webhookRoutes(createPaymentWebhooks(billing, needs.payments)), billing, figures };
}
