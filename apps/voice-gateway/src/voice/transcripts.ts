// The call's transcripts in the chat history (seed 000 §7: "A user transcript is passed to the chat send
// handler"): each turn's question (spoken or typed) and the AI's spoken reply are stored like a text chat's,
// in the chat the page named (or one of the call's own), under the same 50-message rule and daily message count.
import { CHAT_MAX_MESSAGES, countedChatMessages } from "@kidsafe/contracts";
import type { ChatRepository } from "@kidsafe/db";
import type { VoiceLimits } from "./voice-limits.ts";

export type StoreOutcome = "stored" | "chat_limit";

export interface Turn {
  question: string;
  reply: string;
}

/** One call's writer: a question every few seconds for the call's length, so each turn costs few round trips. */
export interface CallTranscript {
  /** Stores one turn and counts its question toward the day (`timeZone`: the parent's, as the limits last said). */
  store(turn: Turn, timeZone: string): Promise<StoreOutcome>;
}

export function createTranscripts(deps: { chats: ChatRepository; limits: VoiceLimits }) {
  /** The first turn of a call finds the session's conversation, or creates it. */
  async function storeFirst(userId: number, sessionId: string, turn: Turn): Promise<{ outcome: StoreOutcome; conversationId?: number }> {
    const { conversation, messages } = await deps.chats.conversationOf(userId, sessionId);
    const adding = turn.reply === "" ? 1 : 2;
    if (countedChatMessages(messages) + adding > CHAT_MAX_MESSAGES) return { outcome: "chat_limit" };
    const { conversationId } = await deps.chats.storeQuestion({
      userId,
      sessionId,
      conversationId: conversation?.id,
      content: turn.question,
      attachments: [],
    });
    if (turn.reply !== "") await deps.chats.insertReply(conversationId, userId, turn.reply);
    return { outcome: "stored", conversationId };
  }

  return {
    /** Whether this session id may hold this student's call (false: another student's chat). */
    async mayUse(userId: number, sessionId: string): Promise<boolean> {
      const lookup = await deps.chats.conversationOf(userId, sessionId);
      return lookup.conversation !== undefined || !lookup.usedByAnotherStudent;
    },

    /** The transcript of one call in the session's chat: later turns are appended to the conversation in one statement. */
    forCall(userId: number, sessionId: string): CallTranscript {
      let conversationId: number | undefined;
      return {
        async store(turn, timeZone) {
          let outcome: StoreOutcome | "gone" = "gone";
          if (conversationId !== undefined)
            outcome = await deps.chats.appendTurn({ conversationId, userId, ...turn, maxCounted: CHAT_MAX_MESSAGES });
          // No conversation yet, or the child cleared it during the call: the session's chat starts again.
          if (outcome === "gone") ({ outcome, conversationId } = await storeFirst(userId, sessionId, turn));
          if (outcome === "stored") await deps.limits.recordMessage(userId, timeZone);
          return outcome;
        },
      };
    },
  };
}

export type Transcripts = ReturnType<typeof createTranscripts>;
