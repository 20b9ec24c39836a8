import type { ParentsRepository } from "@kidsafe/db";
import type { CookieSigner } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import { roleCookieName } from "../../http/cookie-names.ts";
import { createRoleSessions } from "../../http/role-sessions.ts";

const PARENT_SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A password reset ends every session started before it, on every replica at once. */
export function createParentSessions(options: { redis: Redis; signer: CookieSigner; secure: boolean; parents: ParentsRepository }): {
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
      const parent = await options.parents.findParent(identity.parentId);
      return parent !== undefined && identity.startedAt >= parent.sessionsValidAfter.getTime();
    },
  };
}
