import { PaymentsError, WebhookSignatureError, createPayments } from "@kidsafe/payments";
import type { Payments, PaymentsConfig } from "@kidsafe/payments";

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

export function paymentsAdapterOf(config: PaymentsConfig | null): Payments {
  return config ? createPayments(config) : unconfiguredPayments();
}
