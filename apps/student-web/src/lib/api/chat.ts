import { aiStatusCalls, chatCalls } from "@kidsafe/contracts";
import type { CallBody } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The chat's calls: a conversation's history, a message, clearing it, and whether the AI is offline. */
export const chatApi = {
  /** A 404 is a conversation the server does not know yet. */
  history: (sessionId: string, signal?: AbortSignal) => callApi(chatCalls.getChatHistory, { params: { sessionId }, signal }),
  send: (body: CallBody<typeof chatCalls.sendChat>) => callApi(chatCalls.sendChat, { body }),
  clear: (sessionId: string) => callApi(chatCalls.clearChat, { params: { sessionId } }),
  aiStatus: (signal?: AbortSignal) => callApi(aiStatusCalls.getAiStatus, { signal }),
};
