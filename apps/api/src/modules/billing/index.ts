// Billing on the API's side: the money logic shared with the billing worker (@kidsafe/billing) on the payment
// provider's adapter, and the provider's webhooks. Offers billing to the advertiser portal.
import { createBilling } from "@kidsafe/billing";
import type { Billing, PaymentEvent, PaymentsPort } from "@kidsafe/billing";
import type { ApiContext, ApiModule } from "../../context.ts";
import { webhookRoutes } from "./routes.ts";
import { createPaymentWebhooks } from "./service.ts";

/** The payment provider's adapter (@kidsafe/payments): what billing charges through, and the webhooks' check. */
export interface PaymentsAdapter extends PaymentsPort {
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export function billingModule({ db, clock, log }: ApiContext, needs: { payments: PaymentsAdapter }): ApiModule & { billing: Billing } {
  const billing = createBilling({ db, payments: needs.payments, clock, log });
  return { plugin: webhookRoutes(createPaymentWebhooks(billing, needs.payments)), billing };
}
