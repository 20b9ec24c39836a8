import { FAMILY_TEXTS, ageGroupOf, needsConsent } from "@kidsafe/contracts";
import type { ChildSummary, ConsentStatus, ParentalLimitsState } from "@kidsafe/contracts";
import type { ChildConsentState, ConsentsRepository, ParentLinksRepository, ParentsRepository } from "@kidsafe/db";
import { forbidden, notFound } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";

export interface ChildSummariesDependencies {
  parents: ParentsRepository;
  links: ParentLinksRepository;
  consents: ConsentsRepository;
  limits: { currentState(userId: number): Promise<ParentalLimitsState> };
  studyMode: { state(userId: number): Promise<{ enabled: boolean }> };
  clock: Clock;
}

export function consentStatusOf(state: ChildConsentState, now: Date): ConsentStatus {
  if (!needsConsent(ageGroupOf(state.birthYear, now))) return "not_needed";
  return state.consent ? "given" : "needed";
}

/** A child not linked to this parent is a 404, like one that does not exist: a parent learns nothing of other families. */
export function createChildSummaries({ parents, links, consents, limits, studyMode, clock }: ChildSummariesDependencies) {
  async function summaryOf(parentId: number, childId: number): Promise<ChildSummary> {
    const state = await consents.consentStateOf(childId);
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
      if (!(await links.isLinked(parentId, childId))) throw notFound(FAMILY_TEXTS.notYourChild);
    },

    async requireVerified(parentId: number): Promise<void> {
      const parent = await parents.findParent(parentId);
      if (!parent?.emailVerifiedAt) throw forbidden(FAMILY_TEXTS.verifyFirst);
    },

    async list(parentId: number): Promise<ChildSummary[]> {
      const children = await links.childrenOf(parentId);
      return Promise.all(children.map((childId) => summaryOf(parentId, childId)));
    },
  };
}

export type ChildSummaries = ReturnType<typeof createChildSummaries>;
