import { FAMILY_INSIGHT_TEXTS } from "@kidsafe/contracts";
import type { AgeGroup } from "@kidsafe/contracts";
import { forbidden } from "@kidsafe/server-kit";

/**
 * Whether a parent may read the child's own words (conversations, searches, an event's exchange): under 13, or no
 * birth year yet, the parent is the one who consents and reads; a teen's parents see safety, time and subjects only,
 * so a teen keeps the privacy that lets them ask for help.
 */
export const transcriptsVisible = (ageGroup: AgeGroup): boolean => ageGroup !== "teen";

/** 403 for a teen's conversations or searches. */
export function refuseTeenTranscripts(ageGroup: AgeGroup): void {
  if (!transcriptsVisible(ageGroup)) throw forbidden(FAMILY_INSIGHT_TEXTS.teenTranscripts);
}
