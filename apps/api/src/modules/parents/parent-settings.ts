import { FAMILY_INSIGHT_TEXTS, FAMILY_TEXTS } from "@kidsafe/contracts";
import type { ParentSettings } from "@kidsafe/contracts";
import type { ParentsRepository } from "@kidsafe/db";
import { mailTokenHash } from "@kidsafe/mail/tokens";
import { badRequest, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";

export interface ParentSettingsDependencies {
  parents: ParentsRepository;
  /** The call is open, so a stranger could guess tokens through it. */
  unsubscribesPerIp: RateLimiter;
  clock: Clock;
}

export function createParentSettings({ parents, unsubscribesPerIp, clock }: ParentSettingsDependencies) {
  return {
    async settingsOf(parentId: number): Promise<ParentSettings> {
      const settings = await parents.settingsOf(parentId);
      if (!settings) throw unauthorized();
      return settings;
    },

    async setSettings(parentId: number, settings: ParentSettings): Promise<ParentSettings> {
      const stored = await parents.setSettings(parentId, settings);
      if (!stored) throw unauthorized();
      return stored;
    },

    /** A mail client may open the link before the parent does. */
    async unsubscribe(token: string, ip: string): Promise<void> {
      const allowance = await unsubscribesPerIp.hit(ip);
      if (!allowance.allowed) throw tooManyRequests(FAMILY_TEXTS.tooManyAttempts, allowance.retryAfterMs);
      const parentId = await parents.unsubscribeByToken(mailTokenHash(token), clock());
      if (parentId === undefined) throw badRequest(FAMILY_INSIGHT_TEXTS.unsubscribeLinkExpired);
    },
  };
}

export type ParentSettingsService = ReturnType<typeof createParentSettings>;
