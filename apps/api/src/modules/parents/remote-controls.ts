import type { ChildSummary, FamilyRules, ParentalLimits, ParentalLimitsState } from "@kidsafe/contracts";
import type { ChildSummaries } from "./child-summaries.ts";

export interface RemoteControlsDependencies {
  summaries: ChildSummaries;
  /** The parental module's parent password: set from here without the old one. */
  parentPassword: { setByParent(userId: number, password: string): Promise<void> };
  /** The parental module's limits and family rules: set from here without the parent password. */
  limits: {
    setLimitsByParent(userId: number, limits: ParentalLimits): Promise<ParentalLimitsState>;
    rulesOf(userId: number): Promise<FamilyRules>;
    setRulesByParent(userId: number, rules: FamilyRules): Promise<FamilyRules>;
  };
}

/** Study mode's parent password, the daily limits and the family rules, set by a signed-in linked parent. */
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

    /** Per-feature limits and quiet hours; the parental module drops what its gates cached, so they apply at once. */
    async setRules(parentId: number, childId: number, rules: FamilyRules): Promise<FamilyRules> {
      await summaries.requireLinked(parentId, childId);
      return limits.setRulesByParent(childId, rules);
    },
  };
}

export type RemoteControls = ReturnType<typeof createRemoteControls>;
