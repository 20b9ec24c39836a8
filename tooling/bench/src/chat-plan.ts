/** What the chat bench server prepares and hands to the load generator (servers/chat-api.ts -> goals/chat.ts). */
export interface ChatPlan {
  port: number;
  /** One signed-in student per concurrent sender, each `sid=...`. */
  studentCookies: string[];
  /** A student whose session `fullSessionId` holds 50 messages, for GET /api/chat/{id}. */
  reader: { cookie: string; fullSessionId: string };
}

export const CHAT_BENCH_STUDENTS = 50;

/** Lengths of the stored conversation the GET reads: a child's question and a few sentences of answer. */
export const QUESTION_LENGTH = 80;
export const ANSWER_LENGTH = 600;
