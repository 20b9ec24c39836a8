import { BLACKLIST_DAYS, formatCents } from "@kidsafe/contracts";
import type { SiteBlockReason } from "@kidsafe/db";

const formatDay = (at: Date) => at.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** Where the specification shows no server text (docs/decisions.md). */
export const ADVERTISER_SERVER_TEXTS = {
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  appNameTaken: "An app with this name is already registered. Please choose another name, or log in.",
  siteBlocked: (block: { reason: SiteBlockReason; expiresAt: Date | null }) => {
    const until = block.expiresAt ? ` until ${formatDay(block.expiresAt)}` : "";
    return block.reason === "unpaid_fees"
      ? `This website can't be registered${until}: an app of this website ended with fees left unpaid (a ${BLACKLIST_DAYS}-day block).`
      : `This website can't be registered${until}: our team ended an app of this website for breaking the advertising rules.`;
  },
  invalidWebsite: "Please enter the address of your app's website, starting with https://.",
  unsafeSite: "This website did not pass the safety check.",
  paymentUnavailable: "The payment service could not be reached. Please try again in a moment.",
  notYourPortal: "This portal belongs to another app.",
  nothingDue: "Nothing is owed right now.",
  belowMinimum: (cents: number) =>
    `Nothing to pay: the ${formatCents(cents)} owed is below the smallest card payment ($0.50), so it is not charged.`,
  unknownAdvertiser: "This advertiser portal does not exist or the link is invalid.",
} as const;
