import type { ChildSummary, ParentalLimits, ParentalLimitsState } from "@kidsafe/contracts";
import type { ChildSummaries } from "./child-summaries.ts";

export interface RemoteControlsDependencies {
  summaries: ChildSummaries;
  /** The parental module's parent password: set from here without the old one. */
  parentPassword: { setByParent(userId: number, password: string): Promise<void> };
  /** The parental module's limits: set from here without the parent password. */
  limits: { setLimitsByParent(userId: number, limits: ParentalLimits): Promise<ParentalLimitsState> };
}

/** Study mode's parent password and the daily limits, set by a signed-in linked parent under the device's rules. */
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
  };
}

export type RemoteControls = ReturnType<typeof createRemoteControls>;
