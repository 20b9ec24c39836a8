import { chatCalls } from "@kidsafe/contracts";
import type { ChatRequest, ChatResponse, Message } from "@kidsafe/contracts";
import { callApi, isApiError } from "@kidsafe/ui";
import type { z } from "zod";

/** One query per conversation; logout drops every query but the user's, these included. */
export function chatHistoryKey(sessionId: string) {
  return [chatCalls.getChatHistory.method, chatCalls.getChatHistory.path, sessionId] as const;
}

/**
 * GET /api/chat/{sessionId}. A conversation the server does not know (a tab that has not sent
 * anything yet) is a 404 and reads as empty.
 */
export async function fetchChatHistory(sessionId: string, signal?: AbortSignal): Promise<Message[]> {
  try {
    const history = await callApi(chatCalls.getChatHistory, { params: { sessionId }, ...(signal ? { signal } : {}) });
    return history.messages;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function sendChatMessage(body: z.input<typeof ChatRequest>): Promise<ChatResponse> {
  return callApi(chatCalls.sendChat, { body });
}

export async function clearChatSession(sessionId: string): Promise<void> {
  await callApi(chatCalls.clearChat, { params: { sessionId } });
}
