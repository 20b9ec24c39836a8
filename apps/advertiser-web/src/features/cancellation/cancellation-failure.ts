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
 * A message that mentions the password is 'Incorrect Password' (field cleared, dialog open); fees owed
 * are 'Outstanding Fees' and any other refusal 'Cancellation Failed' (dialog closes); no answer at all is
 * 'Connection Error'. The description never repeats the title: it says what to do next.
 */
export function cancellationFailure(error: unknown): CancellationFailure {
  if (!isApiError(error)) {
    return { title: CANCELLATION_TEXTS.connectionErrorTitle, description: CANCELLATION_TEXTS.connectionErrorDescription, retry: true };
  }
  if (/password/i.test(error.bodyText)) {
    return { title: CANCELLATION_TEXTS.incorrectPasswordTitle, description: CANCELLATION_COPY.incorrectPasswordDescription, retry: true };
  }
  const title = error.status === 409 ? CANCELLATION_TEXTS.outstandingFeesTitle : CANCELLATION_TEXTS.failedTitle;
  return { title, description: distinctFrom(title, errorText(error, CANCELLATION_COPY.failedFallback)), retry: false };
}

const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A server message that only restates the title says nothing new: the fallback says what to do instead. */
function distinctFrom(title: string, description: string): string {
  return comparable(description) === comparable(title) ? CANCELLATION_COPY.failedFallback : description;
}
