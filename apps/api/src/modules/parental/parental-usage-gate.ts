import type { Feature } from "@kidsafe/contracts";
import { HttpError } from "@kidsafe/server-kit";
import type { ParentalLimitsService } from "./service.ts";
import { LOCKED } from "./service.ts";

/** A typed chat message with no subject: what a caller that names nothing counts. */
const TYPED_MESSAGE = { feature: "chat", subject: null } as const;

/** What the chat, search and preview ask the parental rules before and after a child's message or search. */
export function createParentalUsageGate(limits: ParentalLimitsService) {
  return {
    /**
     * Before a message of `feature` (chat, or voice in voice mode) is stored: throws an HttpError 423 during quiet
     * hours and when today's time or the feature's limit is used up; answers `{ locked: true }` when today's message
     * limit is already reached (the message is then not sent).
     */
    async check(userId: number, feature: Feature = "chat"): Promise<{ locked: boolean }> {
      const { lock } = await limits.today(userId, feature);
      if (lock?.reason === "message_limit") return { locked: true };
      if (lock) throw new HttpError(LOCKED, lock.text);
      return { locked: false };
    },
    /**
     * Before a search (and its overview) or a preview: throws an HttpError 423 whatever locks the app for search, so
     * a locked app answers nothing that chat would refuse. The rules may be a few seconds old (RECENT_LIMITS_TTL_MS);
     * today's use is read fresh.
     */
    async refuseWhenLocked(userId: number): Promise<void> {
      const { lock } = await limits.recentToday(userId, "search");
      if (lock) throw new HttpError(LOCKED, lock.text);
    },
    /** After a child's message was stored: counts it for the day, its feature and its subject. */
    recordMessage: (userId: number, message: { feature: Feature; subject: string | null } = TYPED_MESSAGE) =>
      limits.recordMessage(userId, message),
    /** After a search went through: its masked words into the search history, and a use of search. */
    recordSearch: (userId: number, search: { query: string; subject: string | null }) => limits.recordSearch(userId, search),
  };
}
export type ParentalUsageGate = ReturnType<typeof createParentalUsageGate>;
