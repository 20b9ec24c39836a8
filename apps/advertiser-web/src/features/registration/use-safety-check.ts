import { SAFETY_CHECK_STAGE_DURATIONS_MS, SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import type { PendingRegistration } from "@kidsafe/contracts";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { advertiserApi } from "../../lib/api.ts";
import { errorText } from "../../lib/error-text.ts";
import { useStages } from "./use-stages.ts";

export type SafetyCheckState =
  | { phase: "checking"; stage: number }
  | { phase: "safe"; aiDescription: string; childDescription: string; registrationToken: string }
  /** `checkFailed`: the check itself did not run to a verdict (the website was not judged). */
  | { phase: "unsafe"; reason: string; details: string; checkFailed: boolean };

/**
 * POST /api/advertiser/safety-check once, while the staged progress messages run (1.5 s, then five
 * 1 s steps). The verdict shows when both are over, so every stage is seen. Any failure of the call is unsafe with
 * 'Safety check could not be completed' and the server's message (else 'An error occurred during the safety
 * validation...').
 */
export function useSafetyCheck(registration: PendingRegistration): SafetyCheckState {
  const { stage, done } = useStages(SAFETY_CHECK_STAGE_DURATIONS_MS);
  const check = useMutation({ mutationFn: advertiserApi.safetyCheck });
  const { mutate } = check;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The very details the registration will send: its pass is bound to them.
    mutate({
      url: registration.appUrl,
      appName: registration.appName,
      appDescription: registration.appDescription,
      minAge: registration.minAge,
      maxAge: registration.maxAge,
    });
  }, [registration, mutate]);

  if (!done || check.isIdle || check.isPending) return { phase: "checking", stage };
  if (check.isError) {
    return {
      phase: "unsafe",
      reason: SAFETY_CHECK_TEXTS.couldNotComplete,
      details: errorText(check.error, SAFETY_CHECK_TEXTS.validationError),
      checkFailed: true,
    };
  }
  const result = check.data;
  if (result.isSafe && result.registrationToken !== undefined) {
    return {
      phase: "safe",
      aiDescription: result.aiDescription,
      childDescription: result.childDescription,
      registrationToken: result.registrationToken,
    };
  }
  const reason = result.reason.trim() === "" ? SAFETY_CHECK_TEXTS.defaultUnsafe : result.reason;
  return { phase: "unsafe", reason, details: result.details, checkFailed: reason === SAFETY_CHECK_TEXTS.couldNotComplete };
}
