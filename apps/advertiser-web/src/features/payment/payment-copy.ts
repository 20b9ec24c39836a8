import { formatCents } from "@kidsafe/contracts";

/** Our wording around payments (the seed's payment texts come from @kidsafe/contracts). */
export const PAYMENT_COPY = {
  completeTitle: "Payment",
  verifying: "Verifying your payment...",
  redirectingToDashboard: "Taking you to your dashboard...",
  redirectingToLogin: "Taking you to the login page...",
  promptTitle: "Payment Due",
  promptDue: (cents: number) => `Your weekly bill of ${formatCents(cents)} is due.`,
  promptOverdue: (cents: number) =>
    `Your account is overdue: ${formatCents(cents)} is owed. Your app is disabled and not shown in search results until you pay.`,
  payNow: "Pay Now",
  payLater: "Pay Later",
  redirectingToPayment: "Redirecting to payment...",
} as const;
