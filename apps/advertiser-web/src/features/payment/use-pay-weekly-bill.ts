import { CHECKOUT_REDIRECT_MS, PAYMENT_TEXTS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { advertiserApi } from "../../lib/api.ts";
import { errorText } from "../../lib/error-text.ts";
import { useNavigateExternal } from "../../lib/external-navigation.tsx";
import { ADVERTISER_QUERY_ROOT } from "../../lib/query-keys.ts";

/**
 * POST /api/advertiser/pay-weekly-bill. A checkout URL opens the card payment page 1.5 s later;
 * a message without one means the payment was simulated: 'Payment Processed!' and the data is read again. A
 * failure is 'Payment Failed' with the server's message, else 'Failed to process payment'.
 */
export function usePayWeeklyBill() {
  const navigateExternal = useNavigateExternal();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const payment = useMutation({
    mutationFn: advertiserApi.payWeeklyBill,
    onSuccess: ({ checkoutUrl, message }) => {
      if (checkoutUrl !== undefined) {
        setRedirecting(true);
        redirectTimer.current = setTimeout(() => navigateExternal(checkoutUrl), CHECKOUT_REDIRECT_MS);
        return;
      }
      toast({ title: PAYMENT_TEXTS.simulatedTitle, ...(message !== undefined && { description: message }) });
      void queryClient.invalidateQueries({ queryKey: ADVERTISER_QUERY_ROOT });
    },
    onError: (error) => {
      toast({ title: PAYMENT_TEXTS.failedTitle, description: errorText(error, PAYMENT_TEXTS.failedFallback), variant: "destructive" });
    },
  });

  /** `onSimulated` runs after a payment that needed no checkout (to close a prompt). */
  function pay(onSimulated?: () => void) {
    payment.mutate(undefined, {
      onSuccess: ({ checkoutUrl }) => {
        if (checkoutUrl === undefined) onSimulated?.();
      },
    });
  }

  return { pay, processing: payment.isPending || redirecting, redirecting };
}

export type WeeklyBillPayment = ReturnType<typeof usePayWeeklyBill>;
