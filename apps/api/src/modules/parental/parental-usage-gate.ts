import { CHAT_TEXTS } from "@kidsafe/contracts";
import { HttpError } from "@kidsafe/server-kit";
import type { ParentalLimitsService } from "./limits-service.ts";
import { isMessageLimitReached, isTimeLimitReached } from "./limits-service.ts";
import type { UsageGate } from "./usage-gate.ts";

/** HTTP 423 Locked: the seed's status for a used-up time limit (seed 000 §8). */
const LOCKED = 423;

/** The real UsageGate: the chat asks it before and after each child message. */
export function createParentalUsageGate(limits: ParentalLimitsService): UsageGate {
  return {
    async check(userId) {
      const today = await limits.today(userId);
      if (isTimeLimitReached(today.limits, today.usage)) throw new HttpError(LOCKED, CHAT_TEXTS.timeLimitDescription);
      return { locked: isMessageLimitReached(today.limits, today.usage) };
    },
    recordMessage: (userId) => limits.recordMessage(userId),
  };
}
