import type { Message, PreviousSearchContext } from "@kidsafe/contracts";

/** What the follow-up input hands to the follow-up handler after its 300 ms animation. */
export interface FollowUpHandOff {
  /** The follow-up question, trimmed. */
  text: string;
  previousQuery: string;
  /** The search's AI overview; empty when it had none. */
  overview: string;
}

/** The hand-off for what the child typed, or null when there is nothing to send (submit is disabled then). */
export function followUpHandOff(typed: string, previousQuery: string, overview: string): FollowUpHandOff | null {
  const text = typed.trim();
  if (text === "") return null;
  return { text, previousQuery, overview };
}

/**
 * The chat request's `previousSearchContext`: only a reference to the search of this session. The server starts
 * the conversation from its own record of that search (its overview as the first AI message), never from text
 * the browser sends, so the overview is not sent.
 */
export function previousSearchContextOf({ previousQuery }: FollowUpHandOff): PreviousSearchContext {
  return { query: previousQuery };
}

let lastOverviewId = Number.MIN_SAFE_INTEGER;

/**
 * The overview shown as the conversation's first message while the follow-up is on its way; the server's
 * history (which stores the same text first) replaces it when the reply arrives. Negative ids are local.
 */
export function overviewAsFirstMessage(handOff: FollowUpHandOff, sessionId: string, userId: number, now: Date): Message | null {
  if (handOff.overview.trim() === "") return null;
  lastOverviewId += 1;
  return {
    id: lastOverviewId,
    content: handOff.overview.trim(),
    sender: "ai",
    createdAt: now.toISOString(),
    sessionId,
    userId,
    attachments: [],
  };
}
