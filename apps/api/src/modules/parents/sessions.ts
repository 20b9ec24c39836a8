import type { FamiliesRepository } from "@kidsafe/db";
import type { CookieSigner } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import { roleCookieName } from "../../http/cookie-names.ts";
import { createRoleSessions } from "../../http/role-sessions.ts";

/** A parent stays signed in for a week, like a student and an advertiser. */
const PARENT_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Parents' sessions (their own cookie), and whether one is still current: a password reset ends every session
 * started before it (the parent's `sessions_valid_after`), on every replica at once.
 */
export function createParentSessions(options: { redis: Redis; signer: CookieSigner; secure: boolean; families: FamiliesRepository }): {
  sessions: ParentSessions;
  isCurrent: (identity: ParentIdentity) => Promise<boolean>;
} {
  const sessions = createRoleSessions<ParentIdentity>({
    redis: options.redis,
    signer: options.signer,
    cookieName: roleCookieName("parent", options.secure),
    keyPrefix: "parent-session:",
    maxAgeMs: PARENT_SESSION_MAX_AGE_MS,
    secure: options.secure,
  });
  return {
    sessions,
    async isCurrent(identity) {
      const parent = await options.families.findParent(identity.parentId);
      return parent !== undefined && identity.startedAt >= parent.sessionsValidAfter.getTime();
    },
  };
}
