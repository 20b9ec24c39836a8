export const PARENT_SERVER_TEXTS = {
  unknownCheck: "That card check is not known. Please start again from the consent page.",
  paymentUnavailable: "The card check could not be started: the payment service did not answer. Please try again in a few minutes.",
  cardCheckDescription: "KidSafe parent check (refunded at once)",
} as const;
