import { FAMILY_TEXTS, ageGroupOf, needsConsent } from "@kidsafe/contracts";
import type { ChildSummary, ConsentStatus, ParentalLimitsState } from "@kidsafe/contracts";
import type { ChildConsentState, FamiliesRepository } from "@kidsafe/db";
import { forbidden, notFound } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";

export interface ChildSummariesDependencies {
  families: FamiliesRepository;
  /** The parental module's limits service: the child's limits and today's use, as the device shows them. */
  limits: { currentState(userId: number): Promise<ParentalLimitsState> };
  studyMode: { state(userId: number): Promise<{ enabled: boolean }> };
  clock: Clock;
}

/** Where a child stands: 'not_needed' for a teen, else 'given' while a linked parent's consent stands, else 'needed'. */
export function consentStatusOf(state: ChildConsentState, now: Date): ConsentStatus {
  if (!needsConsent(ageGroupOf(state.birthYear, now))) return "not_needed";
  return state.consent ? "given" : "needed";
}

/**
 * A linked child as the parent area shows it, and the two checks every parent call on a child makes: the child is
 * linked to this parent (404 otherwise, the same answer as for a child that does not exist: a parent learns nothing
 * of other families), and the parent's email is verified where the call needs it.
 */
export function createChildSummaries({ families, limits, studyMode, clock }: ChildSummariesDependencies) {
  async function summaryOf(parentId: number, childId: number): Promise<ChildSummary> {
    const state = await families.consentStateOf(childId);
    if (!state) throw notFound(FAMILY_TEXTS.notYourChild);
    const now = clock();
    const [limitsState, study] = await Promise.all([limits.currentState(childId), studyMode.state(childId)]);
    return {
      id: state.userId,
      username: state.username,
      birthYear: state.birthYear,
      ageGroup: ageGroupOf(state.birthYear, now),
      consent: {
        status: consentStatusOf(state, now),
        givenAt: state.consent?.givenAt.toISOString() ?? null,
        givenByMe: state.consent?.parentId === parentId,
      },
      parents: state.parents,
      limits: limitsState,
      studyModeEnabled: study.enabled,
    };
  }

  return {
    summaryOf,

    async requireLinked(parentId: number, childId: number): Promise<void> {
      if (!(await families.isLinked(parentId, childId))) throw notFound(FAMILY_TEXTS.notYourChild);
    },

    async requireVerified(parentId: number): Promise<void> {
      const parent = await families.findParent(parentId);
      if (!parent?.emailVerifiedAt) throw forbidden(FAMILY_TEXTS.verifyFirst);
    },

    async list(parentId: number): Promise<ChildSummary[]> {
      const children = await families.childrenOf(parentId);
      return Promise.all(children.map((childId) => summaryOf(parentId, childId)));
    },
  };
}

export type ChildSummaries = ReturnType<typeof createChildSummaries>;
