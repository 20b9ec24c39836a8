import { CHAT_TEXTS } from "@kidsafe/contracts";
import { HttpError } from "@kidsafe/server-kit";
import type { ParentalLimitsService } from "./service.ts";
import { isMessageLimitReached, isTimeLimitReached } from "./service.ts";

/** HTTP 423 Locked: the seed's status for a used-up time limit (seed 000 §8). */
const LOCKED = 423;

/** What the chat asks the parental limits before and after a child's message (seed 000 §8 'App Locked'). */
export function createParentalUsageGate(limits: ParentalLimitsService) {
  return {
    /**
     * Before a message is stored: throws an HttpError 423 when today's time limit is used up; answers
     * `{ locked: true }` when today's message limit is already reached (the message is then not sent).
     */
    async check(userId: number): Promise<{ locked: boolean }> {
      const today = await limits.today(userId);
      if (isTimeLimitReached(today.limits, today.usage)) throw new HttpError(LOCKED, CHAT_TEXTS.timeLimitDescription);
      return { locked: isMessageLimitReached(today.limits, today.usage) };
    },
    /**
     * Before a search (and its overview) or a preview: throws an HttpError 423 when today's time or message
     * limit is used up, so a locked app answers nothing that chat would refuse. The limits themselves may be a few
     * seconds old (RECENT_LIMITS_TTL_MS); today's use is read fresh.
     */
    async refuseWhenLocked(userId: number): Promise<void> {
      const today = await limits.recentToday(userId);
      if (isTimeLimitReached(today.limits, today.usage)) throw new HttpError(LOCKED, CHAT_TEXTS.timeLimitDescription);
      if (isMessageLimitReached(today.limits, today.usage)) throw new HttpError(LOCKED, CHAT_TEXTS.dailyLimitDescription);
    },
    /** After a child's message was stored: counts it toward today's message limit. */
    recordMessage: (userId: number) => limits.recordMessage(userId),
  };
}
export type ParentalUsageGate = ReturnType<typeof createParentalUsageGate>;
