import { CHECKOUT_REDIRECT_MS, REGISTRATION_TEXTS } from "@kidsafe/contracts";
import type { PendingRegistration } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { advertiserApi } from "../../lib/api.ts";
import { errorText } from "../../lib/error-text.ts";
import { useNavigateExternal } from "../../lib/external-navigation.tsx";
import { pendingRegistrationStorage } from "../../lib/session-storage.ts";

export type RegistrationState = { status: "idle" | "completing" | "redirecting" } | { status: "failed"; message: string };

/** A 2xx answer without a checkout URL: the registration cannot go on to the upfront payment. */
class NoCheckoutUrlError extends Error {
  constructor() {
    super(REGISTRATION_TEXTS.noPaymentUrl);
  }
}

function failureText(error: unknown): string {
  return error instanceof NoCheckoutUrlError ? error.message : errorText(error, REGISTRATION_TEXTS.failedFallback);
}

/**
 * Once the check says safe, the registration completes by itself, with the check's single-use pass. With a checkout URL the pending
 * registration is cleared and the card payment page opens 1.5 s later (it may be another origin); without one,
 * 'Registration failed' / 'Failed to get payment URL.'; a server error, 'Registration failed' with its message.
 */
export function useCompleteRegistration(registration: PendingRegistration, registrationToken: string | null): RegistrationState {
  const navigateExternal = useNavigateExternal();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const completion = useMutation({
    mutationFn: async (request: PendingRegistration & { registrationToken: string }) => {
      const { checkoutUrl } = await advertiserApi.completeRegistration(request);
      if (checkoutUrl === undefined) throw new NoCheckoutUrlError();
      return checkoutUrl;
    },
    onSuccess: (checkoutUrl) => {
      pendingRegistrationStorage.clear();
      setRedirecting(true);
      redirectTimer.current = setTimeout(() => navigateExternal(checkoutUrl), CHECKOUT_REDIRECT_MS);
    },
    onError: (error) => {
      toast({ title: REGISTRATION_TEXTS.failedTitle, description: failureText(error), variant: "destructive" });
    },
  });
  const { mutate } = completion;
  const started = useRef(false);

  useEffect(() => {
    if (registrationToken === null || started.current) return;
    started.current = true;
    // The same details the check judged, with its pass.
    mutate({ ...registration, registrationToken });
  }, [registration, registrationToken, mutate]);

  if (completion.isError) return { status: "failed", message: failureText(completion.error) };
  if (redirecting) return { status: "redirecting" };
  return { status: completion.isIdle ? "idle" : "completing" };
}
