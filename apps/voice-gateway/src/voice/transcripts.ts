// The call's transcripts in the chat history (seed 000 §7: "A user transcript is passed to the chat send
// handler"): each turn's question (spoken or typed) and the AI's spoken reply are stored like a text chat's,
// in the chat the page named (or one of the call's own), under the same 50-message rule and daily message count.
import { CHAT_MAX_MESSAGES, countedChatMessages } from "@kidsafe/contracts";
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

    /** Stores one turn: the child's words, then the AI's reply (when it said anything). */
    async storeTurn(turn: { userId: number; sessionId: string; question: string; reply: string }): Promise<StoreOutcome> {
      const { conversation, messages } = await deps.chats.conversationOf(turn.userId, turn.sessionId);
      const adding = turn.reply === "" ? 1 : 2;
      if (countedChatMessages(messages) + adding > CHAT_MAX_MESSAGES) return "chat_limit";
      const { conversationId } = await deps.chats.storeQuestion({
        userId: turn.userId,
        sessionId: turn.sessionId,
        conversationId: conversation?.id,
        content: turn.question,
        attachments: [],
      });
      await deps.limits.recordMessage(turn.userId);
      if (turn.reply !== "") await deps.chats.insertReply(conversationId, turn.userId, turn.reply);
      return "stored";
    },
  };
}

export type Transcripts = ReturnType<typeof createTranscripts>;
