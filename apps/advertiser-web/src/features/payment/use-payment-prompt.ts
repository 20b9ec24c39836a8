import type { BillingDashboard } from "@kidsafe/contracts";
import { useEffect, useRef, useState } from "react";
import { localDayKey } from "../../lib/format.ts";
import { paymentPromptStorage } from "../../lib/session-storage.ts";
import { shouldOpenPaymentPrompt } from "./payment-prompt-rule.ts";

/**
 * Opens the payment prompt when the rule says so, re-judged on every poll, never while it is open or a
 * payment is processing. Opening it for an account in good standing records today as `lastPaymentPromptDate`.
 */
export function usePaymentPrompt(billing: BillingDashboard | undefined, unpaidRecommendations: number, processing: boolean) {
  const [open, setOpen] = useState(false);
  const shownThisVisit = useRef(false);

  useEffect(() => {
    if (billing === undefined || open || processing) return;
    const today = localDayKey(new Date());
    const situation = {
      billing,
      unpaidRecommendations,
      today,
      lastPromptDay: paymentPromptStorage.lastShownDay(),
      shownThisVisit: shownThisVisit.current,
    };
    if (!shouldOpenPaymentPrompt(situation)) return;
    shownThisVisit.current = true;
    if (!billing.isOverdue) paymentPromptStorage.markShown(today);
    setOpen(true);
  }, [billing, unpaidRecommendations, open, processing]);

  return { open, setOpen };
}
