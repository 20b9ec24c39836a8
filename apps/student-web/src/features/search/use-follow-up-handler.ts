import type { Message } from "@kidsafe/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { chatHistoryKey } from "../chat/chat-history-query.ts";
import type { SendAttempt, SendRequest } from "../chat/use-chat-sender.ts";
import { overviewAsFirstMessage, previousSearchContextOf } from "./follow-up.ts";
import type { FollowUpHandOff } from "./follow-up.ts";

export interface FollowUpHandlerOptions {
  /** The search's session: the conversation continues in it (the server seeds it with the overview). */
  sessionId: string;
  userId: number;
  /** The tab's chat send (the screen's one send gate). */
  send: (request: Omit<SendRequest, "sessionId">) => SendAttempt;
  /** Turns the tab to ai mode, leaving the search view. */
  continueInChat: () => void;
}

/**
 * The follow-up handler: the tab switches to ai mode with the overview as the first message, and the
 * question goes to POST /api/chat with `previousSearchContext`. The overview shows at once (a local first
 * message, replaced by the server's history, which stores it first). Answers false when the chat's send
 * gate held the question back (another message pending or within 2000 ms): the search view then stays.
 */
export function useFollowUpHandler({ sessionId, userId, send, continueInChat }: FollowUpHandlerOptions) {
  const queryClient = useQueryClient();
  return useCallback(
    (handOff: FollowUpHandOff): boolean => {
      const key = chatHistoryKey(sessionId);
      const before = queryClient.getQueryData<Message[]>(key) ?? [];
      const overview = before.length === 0 ? overviewAsFirstMessage(handOff, sessionId, userId, new Date()) : null;
      if (overview !== null) queryClient.setQueryData<Message[]>(key, [overview]);
      const attempt = send({ text: handOff.text, uploads: [], previousSearchContext: previousSearchContextOf(handOff) });
      if (!attempt.accepted) {
        if (overview !== null) queryClient.setQueryData<Message[]>(key, before);
        return false;
      }
      continueInChat();
      return true;
    },
    [queryClient, sessionId, userId, send, continueInChat],
  );
}
