import { isApiError } from "@kidsafe/ui";

/**
 * The screens show the server's own message (its `error` field): an ApiError shows its body text without the
 * "{status}: " prefix of the generic rule. Anything else (no answer at all) shows the screen's `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.bodyText.trim() !== "") return error.bodyText;
  return fallback;
}
