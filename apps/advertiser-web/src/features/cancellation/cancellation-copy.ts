import { formatCents } from "@kidsafe/contracts";

/** Our wording of the cancel dialog (the seed's titles and messages come from @kidsafe/contracts). */
export const CANCELLATION_COPY = {
  description: "Your app will no longer be shown to students, and this portal will close.",
  outstandingFees: (cents: number) => `You owe ${formatCents(cents)}. Please pay your outstanding fees before cancelling.`,
  passwordLabel: "Company Password",
  confirmLabel: "I understand that my app will be removed from search results",
  keep: "Keep Subscription",
  close: "Close",
  cancelledTitle: "Subscription Cancelled",
  /** Says what to do, since the title already says the password was wrong. */
  incorrectPasswordDescription: "Type the company password you log in with, then try again.",
  failedFallback: "Your subscription is still active. Please try again in a few minutes.",
} as const;
