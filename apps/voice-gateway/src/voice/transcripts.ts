// The call's transcripts in the chat history (seed 000 §7: "A user transcript is passed to the chat send
// handler"): each turn's question (spoken or typed) and the AI's spoken reply are stored like a text chat's,
// in the chat the page named (or one of the call's own), under the same 50-message rule and daily message count.
import { CHAT_MAX_MESSAGES } from "@kidsafe/contracts";
import type { ChatRepository } from "@kidsafe/db";
import type { VoiceLimits } from "./voice-limits.ts";

export type StoreOutcome = "stored" | "chat_limit";

export function createTranscripts(deps: { chats: ChatRepository; limits: VoiceLimits }) {
  return {
    /** Whether this session id may hold this student's call (false: another student's chat). */
    async mayUse(userId: number, sessionId: string): Promise<boolean> {
      const lookup = await deps.chats.conversationOf(userId, sessionId);
      return lookup.conversation !== undefined || !lookup.usedByAnotherStudent;
    },

    /**
     * Stores one turn and counts its question toward the day of `timeZone` (the parent's, as the call's limit checks
     * last read it), in one statement: a call has a turn every few seconds for as long as it lasts.
     */
    storeTurn(turn: { userId: number; sessionId: string; question: string; reply: string }, timeZone: string): Promise<StoreOutcome> {
      return deps.chats.storeTurn({ ...turn, maxCounted: CHAT_MAX_MESSAGES, countedOn: deps.limits.countedOn(timeZone) });
    },
  };
}

export type Transcripts = ReturnType<typeof createTranscripts>;
