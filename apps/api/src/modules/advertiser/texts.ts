import { BLACKLIST_DAYS, formatCents } from "@kidsafe/contracts";

/** What the advertiser routes say where the seed shows no server text (docs/decisions.md). */
export const ADVERTISER_SERVER_TEXTS = {
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  appNameTaken: "An app with this name is already registered. Please choose another name, or log in.",
  blacklisted: (until: Date | null) =>
    until
      ? `This website can't be registered again until ${until.toISOString().slice(0, 10)} (unpaid fees, ${BLACKLIST_DAYS}-day block).`
      : "This website can't be registered.",
  safetyCheckRequired: "Please run the safety check for this website again before registering (a check is valid for an hour).",
  unsafeSite: "This website did not pass the safety check.",
  paymentUnavailable: "The payment service could not be reached. Please try again in a moment.",
  notYourPortal: "This portal belongs to another app.",
  nothingDue: "Nothing is owed right now.",
  belowMinimum: (cents: number) =>
    `Nothing to pay: the ${formatCents(cents)} owed is below the smallest card payment ($0.50), so it is not charged.`,
  unknownAdvertiser: "This advertiser portal does not exist or the link is invalid.",
  pausedForReview: "Your website did not pass its weekly safety re-check. An operator is reviewing it.",
} as const;
