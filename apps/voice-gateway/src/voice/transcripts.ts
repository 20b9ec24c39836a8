// The call's transcripts in the chat history ("A user transcript is passed to the chat send
// handler"): each turn's question (spoken or typed) and the AI's spoken reply are stored like a text chat's,
// in the chat the page named (or one of the call's own), under the same 50-message rule and daily message count.
// The record says what happened: the camera's request is a camera line, not the child's words, and an answer cut
// short is marked interrupted.
import { CHAT_MAX_MESSAGES, VOICE_CAMERA_PROMPT } from "@kidsafe/contracts";
import type { ChatConversationsRepository, ChatMessagesRepository, VoiceTurnRecord } from "@kidsafe/db";
import type { VoiceLimits } from "./voice-limits.ts";

export type StoreOutcome = "stored" | "chat_limit";

export function createTranscripts(deps: { conversations: ChatConversationsRepository; messages: ChatMessagesRepository; limits: VoiceLimits }) {
  return {
    /** Whether this session id may hold this student's call (false: another student's chat). */
    async mayUse(userId: number, sessionId: string): Promise<boolean> {
      const lookup = await deps.conversations.conversationOf(userId, sessionId);
      return lookup.conversation !== undefined || !lookup.usedByAnotherStudent;
    },

    /**
     * Stores one turn and counts its question toward the day of `timeZone` (the parent's, as the call's limit checks
     * last read it), in one statement: a call has a turn every few seconds for as long as it lasts.
     */
    storeTurn(turn: Omit<VoiceTurnRecord, "maxCounted" | "countedOn">, timeZone: string): Promise<StoreOutcome> {
      return deps.messages.storeTurn({ ...turn, maxCounted: CHAT_MAX_MESSAGES, countedOn: deps.limits.countedOn(timeZone) });
    },
  };
}

export type Transcripts = ReturnType<typeof createTranscripts>;

/**
 * The camera requests a call sent and not yet stored. A turn's question holds the words screened for it, the camera's
 * request among them as the gateway sent it: each request sent is taken out of one turn's question once, so a child
 * who types the same sentence is still stored as their own words.
 */
export class CameraPrompts {
  private unstored = 0;

  sent(): void {
    this.unstored++;
  }

  /** The turn's question split into the camera's request (when it holds one sent) and the child's own words. */
  takeFrom(question: string): { question: string; cameraPrompt?: string } {
    const at = question.indexOf(VOICE_CAMERA_PROMPT);
    if (this.unstored === 0 || at < 0) return { question };
    this.unstored--;
    const own = [question.slice(0, at).trimEnd(), question.slice(at + VOICE_CAMERA_PROMPT.length).trimStart()].filter(Boolean).join(" ");
    return { question: own, cameraPrompt: VOICE_CAMERA_PROMPT };
  }
}
