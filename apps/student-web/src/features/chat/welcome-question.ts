import type { ChatModeName } from "@kidsafe/contracts";
import type { SendAttempt, SendRequest } from "./use-chat-sender.ts";

export interface WelcomeQuestionContext {
  /** The tab's mode: a new tab is in 'search' mode; 'Text chat' turns it to 'ai'. */
  mode: ChatModeName;
  /** Shows this tab's search results view for the query. */
  startSearch: (query: string) => void;
  /** Sends to this tab's conversation. */
  send: (request: Omit<SendRequest, "sessionId">) => SendAttempt;
}

/**
 * What submitting the welcome box or a quick prompt does (the welcome screen: "submitting starts a
 * search-mode prompt"): in 'search' mode the tab shows the search results view for the question; in 'ai'
 * mode (the welcome screen above an empty text chat) the quick prompt goes to the chat. Answers whether the
 * question was taken (false: the chat's send gate held it back, and the text stays in the box).
 */
export function startWelcomeQuestion({ mode, startSearch, send }: WelcomeQuestionContext, text: string): boolean {
  if (mode === "search") {
    startSearch(text);
    return true;
  }
  return send({ text, uploads: [] }).accepted;
}
