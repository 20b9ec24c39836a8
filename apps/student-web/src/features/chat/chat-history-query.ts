import { chatCalls } from "@kidsafe/contracts";
import type { Message } from "@kidsafe/contracts";
import { chatApi } from "../../lib/api/chat.ts";
import { fallbackOnStatus } from "../../lib/fallback-on-status.ts";

/** One query per conversation; logout drops every query but the user's, these included. */
export function chatHistoryKey(sessionId: string) {
  return [chatCalls.getChatHistory.method, chatCalls.getChatHistory.path, sessionId] as const;
}

/** A conversation the server does not know (a tab that has not sent anything yet) is a 404 and reads as empty. */
export async function readChatHistory(sessionId: string, signal?: AbortSignal): Promise<Message[]> {
  const history = await fallbackOnStatus(chatApi.history(sessionId, signal), 404, { messages: [] });
  return history.messages;
}
