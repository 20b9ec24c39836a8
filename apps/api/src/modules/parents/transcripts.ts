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

/** What a parent reads of a stored chat message: camera lines and answers cut short say what they were. */
export const TRANSCRIPT_NOTES = {
  cameraShared: "Camera shared: the AI was asked to describe what the camera saw.",
  interrupted: "(interrupted)",
} as const;

export interface StoredChatMessage {
  sender: "user" | "ai";
  content: string;
  kind: "text" | "camera";
  interrupted: boolean;
}

/** One line of a parent's transcript (the conversations they read and the export): who said it, and what. */
export function transcriptLineOf(message: StoredChatMessage): { role: "user" | "assistant"; content: string } {
  const role = message.sender === "user" ? ("user" as const) : ("assistant" as const);
  if (message.kind === "camera") return { role, content: TRANSCRIPT_NOTES.cameraShared };
  return { role, content: message.interrupted ? `${message.content} ${TRANSCRIPT_NOTES.interrupted}` : message.content };
}
