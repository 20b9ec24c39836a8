import type { ChildSummary, FamilyRules, ParentalLimits, ParentalLimitsState } from "@kidsafe/contracts";
import type { ChildSummaries } from "./child-summaries.ts";

export interface RemoteControlsDependencies {
  summaries: ChildSummaries;
  parentPassword: { setByParent(userId: number, password: string): Promise<void> };
  limits: {
    setLimitsByParent(userId: number, limits: ParentalLimits): Promise<ParentalLimitsState>;
    rulesOf(userId: number): Promise<FamilyRules>;
    setRulesByParent(userId: number, rules: FamilyRules): Promise<FamilyRules>;
  };
}

export function createRemoteControls({ summaries, parentPassword, limits }: RemoteControlsDependencies) {
  return {
    async setParentPassword(parentId: number, childId: number, password: string): Promise<ChildSummary> {
      await summaries.requireLinked(parentId, childId);
      await parentPassword.setByParent(childId, password);
      return summaries.summaryOf(parentId, childId);
    },

    async setLimits(parentId: number, childId: number, request: ParentalLimits): Promise<ChildSummary> {
      await summaries.requireLinked(parentId, childId);
      await limits.setLimitsByParent(childId, request);
      return summaries.summaryOf(parentId, childId);
    },

    /** The parental module drops what its gates cached, so they apply at once. */
    async setRules(parentId: number, childId: number, rules: FamilyRules): Promise<FamilyRules> {
      await summaries.requireLinked(parentId, childId);
      return limits.setRulesByParent(childId, rules);
    },
  };
}

export type RemoteControls = ReturnType<typeof createRemoteControls>;
