import { AUTH_TEXTS, FAMILY_TEXTS, MAX_PARENTS_PER_CHILD } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import type { Db, ParentLinksRepository, UsersRepository } from "@kidsafe/db";
import { HttpError, conflict, notFound, refuseWhenLimited } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import { hashPassword } from "../../passwords.ts";
import { linkCodeHash } from "../family/link-codes.ts";
import type { ChildSummaries } from "./child-summaries.ts";

export interface ParentChildrenDependencies {
  db: Db;
  links: ParentLinksRepository;
  users: UsersRepository;
  summaries: ChildSummaries;
  clock: Clock;
  limits: { linkTriesPerParent: RateLimiter; linkTriesPerIp: RateLimiter; childAccountsPerParent: RateLimiter };
}

const linkRefusals = {
  already_linked: () => conflict(FAMILY_TEXTS.alreadyLinked),
  full: () => conflict(FAMILY_TEXTS.tooManyParents),
  no_child: () => notFound(FAMILY_TEXTS.codeNotRight),
} as const;

export function createParentChildren({ db, links, users, summaries, clock, limits }: ParentChildrenDependencies) {
  return {
    /** A code that cannot link stays usable, since the refusal rolls its use back. */
    async linkByCode(parentId: number, code: string, ip: string): Promise<ChildSummary> {
      await summaries.requireVerified(parentId);
      await refuseWhenLimited(limits.linkTriesPerParent, String(parentId), FAMILY_TEXTS.tooManyAttempts);
      await refuseWhenLimited(limits.linkTriesPerIp, ip, FAMILY_TEXTS.tooManyAttempts);
      const childId = await db.transaction().execute(async (trx) => {
        const userId = await links.useLinkCode(linkCodeHash(code), clock(), trx);
        if (userId === undefined) throw notFound(FAMILY_TEXTS.codeNotRight);
        const outcome = await links.link(parentId, userId, MAX_PARENTS_PER_CHILD, trx);
        if (outcome !== "linked") throw linkRefusals[outcome]();
        return userId;
      });
      // A right code is no guess: the parent's tries come back.
      await limits.linkTriesPerParent.refund(String(parentId));
      return summaries.summaryOf(parentId, childId);
    },

    async createChild(parentId: number, child: { username: string; password: string; birthYear: number }): Promise<ChildSummary> {
      await summaries.requireVerified(parentId);
      await refuseWhenLimited(limits.childAccountsPerParent, String(parentId), FAMILY_TEXTS.tooManyAttempts);
      const taken = () => conflict(AUTH_TEXTS.usernameTaken, { username: AUTH_TEXTS.usernameTaken });
      if (await users.findByUsername(child.username)) throw taken();
      const created = await users.insert(child.username, await hashPassword(child.password), child.birthYear);
      if (!created) throw taken();
      const outcome = await links.link(parentId, created.id, MAX_PARENTS_PER_CHILD);
      if (outcome !== "linked") throw new HttpError(500, "The new child account could not be linked.");
      return summaries.summaryOf(parentId, created.id);
    },

    /** The other parent's link stays, with its consent. */
    async unlink(parentId: number, childId: number): Promise<void> {
      if (!(await links.unlink(parentId, childId))) throw notFound(FAMILY_TEXTS.notYourChild);
    },
  };
}

export type ParentChildren = ReturnType<typeof createParentChildren>;
