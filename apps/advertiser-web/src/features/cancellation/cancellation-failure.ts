import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { isApiError } from "@kidsafe/ui";
import { errorText } from "../../lib/error-text.ts";
import { CANCELLATION_COPY } from "./cancellation-copy.ts";

export interface CancellationFailure {
  title: string;
  description: string;
  /** The dialog stays open (and the password field is cleared) for another try. */
  retry: boolean;
}

/**
 * Seed 001 §8: a message that mentions the password is 'Incorrect Password' (field cleared, dialog open); fees owed
 * are 'Outstanding Fees' and any other refusal 'Cancellation Failed' (dialog closes); no answer at all is
 * 'Connection Error'.
 */
export function cancellationFailure(error: unknown): CancellationFailure {
  if (!isApiError(error)) {
    return { title: CANCELLATION_TEXTS.connectionErrorTitle, description: CANCELLATION_TEXTS.connectionErrorDescription, retry: true };
  }
  const description = errorText(error, CANCELLATION_COPY.failedFallback);
  if (/password/i.test(error.bodyText)) return { title: CANCELLATION_TEXTS.incorrectPasswordTitle, description, retry: true };
  if (error.status === 409) return { title: CANCELLATION_TEXTS.outstandingFeesTitle, description, retry: false };
  return { title: CANCELLATION_TEXTS.failedTitle, description, retry: false };
}
