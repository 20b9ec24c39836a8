import { PaymentsError, WebhookSignatureError, createPayments } from "@kidsafe/payments";
import type { Payments, PaymentsConfig } from "@kidsafe/payments";

/** Stands in when STRIPE_SECRET_KEY is unset: every payment answers that payments are not set up. */
function unconfiguredPayments(): Payments {
  const notSetUp = () => Promise.reject(new PaymentsError("unavailable", "Payments are not set up on this server (STRIPE_SECRET_KEY)."));
  return {
    createCustomer: notSetUp,
    createCheckout: notSetUp,
    createOneTimeCheckout: notSetUp,
    getCheckout: notSetUp,
    expireCheckout: notSetUp,
    chargeSavedCard: notSetUp,
    refundPayment: notSetUp,
    detachPaymentMethod: notSetUp,
    parseWebhook: () => {
      throw new WebhookSignatureError("Payments are not set up on this server.");
    },
  };
}

/** The payment provider's adapter from the configuration (Stripe, or its emulator in development and tests). */
export function paymentsAdapterOf(config: PaymentsConfig | null): Payments {
  return config ? createPayments(config) : unconfiguredPayments();
}
