import { CHAT_LIMIT_STATUS, CHAT_LOCKED_STATUS, CHAT_TEXTS, FAMILY_INSIGHT_TEXTS, FAMILY_TEXTS, GENERAL_TEXTS } from "@kidsafe/contracts";
import type { ChatResponse } from "@kidsafe/contracts";
import { isApiError } from "@kidsafe/ui";
import type { ToastInput } from "@kidsafe/ui";
import { isConsentNeededError } from "../family/consent-needed-error.ts";

/** How a message the gate let through ended. */
export type SendOutcome = "replied" | "limit" | "locked-time" | "locked-daily" | "failed";

export interface OutcomeWithToast {
  outcome: SendOutcome;
  toast: ToastInput | null;
}

const LIMIT_TOAST: ToastInput = {
  title: CHAT_TEXTS.limitReachedTitle,
  description: CHAT_TEXTS.limitReachedDescription,
  variant: "destructive",
};

/**
 * The 'Chat limit reached' message (our API answers it with 429). Matching the message first
 * keeps any other 429 (a rate limit) from being taken for a full chat.
 */
export function isChatLimitError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.bodyText.includes(CHAT_TEXTS.limitReachedServerMessage)) return true;
  return error.status === CHAT_LIMIT_STATUS && error.bodyText.trim() === "";
}

/** For a 2xx answer: a `locked` reply locks the app for the day; `limitReached` is the limit. */
export function outcomeOfReply(reply: ChatResponse): OutcomeWithToast {
  if (reply.limitReached === true) return { outcome: "limit", toast: LIMIT_TOAST };
  if (reply.locked === true) {
    return {
      outcome: "locked-daily",
      toast: { title: CHAT_TEXTS.appLockedTitle, description: CHAT_TEXTS.dailyLimitDescription, variant: "destructive" },
    };
  }
  return { outcome: "replied", toast: null };
}

/** For a failed send: the limit, 423 'App Locked', else 'Error' with the server's message. */
export function outcomeOfFailure(error: unknown): OutcomeWithToast {
  if (isChatLimitError(error)) return { outcome: "limit", toast: LIMIT_TOAST };
  if (isApiError(error) && error.status === CHAT_LOCKED_STATUS) {
    // Quiet hours end by themselves: the time limit's 'Visit Parental Controls' would send the child the wrong way.
    const quiet = error.bodyText === FAMILY_INSIGHT_TEXTS.quietHoursLocked;
    return {
      outcome: "locked-time",
      toast: {
        title: CHAT_TEXTS.appLockedTitle,
        description: quiet ? FAMILY_INSIGHT_TEXTS.quietHoursLocked : CHAT_TEXTS.timeLimitDescription,
        variant: "destructive",
      },
    };
  }
  // The parent-consent refusal is a sentence for the child, worded by the contracts rather than the answer.
  const description = isConsentNeededError(error) ? FAMILY_TEXTS.consentNeeded : error instanceof Error ? error.message : String(error);
  return { outcome: "failed", toast: { title: GENERAL_TEXTS.errorTitle, description, variant: "destructive" } };
}
