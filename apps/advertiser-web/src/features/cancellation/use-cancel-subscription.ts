import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { advertiserApi } from "../../lib/api.ts";
import { useEndSession } from "../session/use-end-session.ts";
import { CANCELLATION_COPY } from "./cancellation-copy.ts";
import { cancellationFailure } from "./cancellation-failure.ts";

/**
 * POST /api/advertiser/cancel-subscription with the password and the ticked confirmation. After
 * success the advertiser returns to the login (the message says when the URL is now blocked for 30 days). A failure
 * that closes the dialog is a toast; one the advertiser can retry is shown in the dialog (see CancelSubscriptionDialog).
 */
export function useCancelSubscription() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: (password: string) => advertiserApi.cancelSubscription({ password, confirmCancel: true }),
    onSuccess: ({ urlBlacklisted }) => {
      endSession({
        title: CANCELLATION_COPY.cancelledTitle,
        description: urlBlacklisted ? CANCELLATION_TEXTS.blacklisted : CANCELLATION_TEXTS.cancelled,
      });
    },
    onError: (error) => {
      const failure = cancellationFailure(error);
      if (!failure.retry) toast({ title: failure.title, description: failure.description, variant: "destructive" });
    },
  });
}
