import { FAMILY_TEXTS } from "@kidsafe/contracts";
import { isApiError } from "@kidsafe/ui";

/** The server's 403 for a child under 13 whose parent has not said yes yet (any collecting call answers it). */
export function isConsentNeededError(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.bodyText === FAMILY_TEXTS.consentNeeded;
}
