import type { Feature } from "@kidsafe/contracts";
import { HttpError } from "@kidsafe/server-kit";
import type { ParentalLimitsService } from "./service.ts";
import { LOCKED } from "./service.ts";

const TYPED_MESSAGE = { feature: "chat", subject: null } as const;

export function createParentalUsageGate(limits: ParentalLimitsService) {
  return {
    /** A reached message limit answers `{ locked: true }` (the message is not sent); other locks throw 423. */
    async check(userId: number, feature: Feature = "chat"): Promise<{ locked: boolean }> {
      const { lock } = await limits.today(userId, feature);
      if (lock?.reason === "message_limit") return { locked: true };
      if (lock) throw new HttpError(LOCKED, lock.text);
      return { locked: false };
    },
    /** A locked app answers nothing that chat would refuse. */
    async refuseWhenLocked(userId: number): Promise<void> {
      const { lock } = await limits.recentToday(userId, "search");
      if (lock) throw new HttpError(LOCKED, lock.text);
    },
    recordMessage: (userId: number, message: { feature: Feature; subject: string | null } = TYPED_MESSAGE) =>
      limits.recordMessage(userId, message),
    recordSearch: (userId: number, search: { query: string; subject: string | null }) => limits.recordSearch(userId, search),
  };
}
export type ParentalUsageGate = ReturnType<typeof createParentalUsageGate>;
