import { FAMILY_TEXTS, LINK_CODE_TTL_MS, MAX_PARENTS_PER_CHILD, ageGroupOf } from "@kidsafe/contracts";
import type { FamilyStatus, LinkCodeResponse } from "@kidsafe/contracts";
import type { ChildConsentState, ConsentsRepository, ParentLinksRepository } from "@kidsafe/db";
import { conflict, tooManyRequests, unauthorized } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { CollectionGate } from "./collection-gate.ts";
import { linkCodeHash, newLinkCode } from "./link-codes.ts";

export interface FamilyServiceDependencies {
  consents: ConsentsRepository;
  links: ParentLinksRepository;
  gate: CollectionGate;
  linkCodeLimit: RateLimiter;
  publicUrl: string;
  clock: Clock;
}

export function createFamilyService({ consents, links, gate, linkCodeLimit, publicUrl, clock }: FamilyServiceDependencies) {
  async function stateOf(userId: number): Promise<ChildConsentState> {
    const state = await consents.consentStateOf(userId);
    // The session outlived its account (deleted on another device).
    if (!state) throw unauthorized();
    return state;
  }

  function statusOf(state: ChildConsentState): FamilyStatus {
    const ageGroup = ageGroupOf(state.birthYear, clock());
    const consent = ageGroup === "teen" ? "not_needed" : state.consent ? "given" : "needed";
    return { birthYear: state.birthYear, ageGroup, heard: consent !== "needed", consent, parents: state.parents };
  }

  return {
    async status(userId: number): Promise<FamilyStatus> {
      return statusOf(await stateOf(userId));
    },

    /** A child cannot try another year to get past the gate. */
    async setBirthYear(userId: number, birthYear: number): Promise<FamilyStatus> {
      if (!(await consents.setBirthYearOnce(userId, birthYear))) {
        await stateOf(userId);
        throw conflict(FAMILY_TEXTS.birthYearAlreadySet, { birthYear: FAMILY_TEXTS.birthYearAlreadySet });
      }
      gate.forget(userId);
      return statusOf(await stateOf(userId));
    },

    /** Only its hash is kept. */
    async createLinkCode(userId: number): Promise<LinkCodeResponse> {
      const limited = await linkCodeLimit.hit(String(userId));
      if (!limited.allowed) throw tooManyRequests(FAMILY_TEXTS.tooManyLinkCodes, limited.retryAfterMs);
      if ((await stateOf(userId)).parents >= MAX_PARENTS_PER_CHILD) throw conflict(FAMILY_TEXTS.tooManyParents);
      const code = newLinkCode();
      const expiresAt = new Date(clock().getTime() + LINK_CODE_TTL_MS);
      await links.putLinkCode(userId, linkCodeHash(code), expiresAt);
      const link = new URL("/parent/link", publicUrl);
      link.searchParams.set("code", code);
      return { code, link: link.href, expiresAt: expiresAt.toISOString() };
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
