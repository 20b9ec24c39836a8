// The conversation as the model reads it: the stored messages before this question, or the search it continues.
import type { ConversationTurn, PreviousTurn } from "@kidsafe/ai";
import type { MessageRecord } from "@kidsafe/db";
import type { PlacedQuestion, SearchSeed } from "./question.ts";

export function historyTurnsOf({ own, earlier, retry, seed }: PlacedQuestion): ConversationTurn[] {
  // A retry's question is the last message stored: it is the message now, not history.
  return own ? toHistoryTurns(retry ? earlier.slice(0, -1) : earlier, own.searchQuery) : seedTurns(seed);
}

function toHistoryTurns(messages: readonly MessageRecord[], searchQuery: string | null | undefined): ConversationTurn[] {
  const turns = messages.map((message): ConversationTurn => ({ role: message.sender === "ai" ? "model" : "user", text: message.content }));
  // A follow-up starts with the search's overview; its query is the question that overview answered.
  if (searchQuery && turns[0]?.role === "model") turns.unshift({ role: "user", text: searchQuery });
  return turns;
}

function seedTurns(seed: SearchSeed | undefined): ConversationTurn[] {
  if (!seed || seed.firstReply === "") return [];
  return [
    { role: "user", text: seed.searchQuery },
    { role: "model", text: seed.firstReply },
  ];
}

/** The last question and answer before this message: the verdict reads a message that leans on it with it. */
export function previousTurnOf(history: readonly ConversationTurn[]): PreviousTurn | null {
  const answer = history.at(-1);
  const question = history.at(-2);
  return answer?.role === "model" && question?.role === "user" ? { question: question.text, answer: answer.text } : null;
}
