export interface ChatPlan {
  port: number;
  studentCookies: string[];
  reader: { cookie: string; fullSessionId: string };
}

export const CHAT_BENCH_STUDENTS = 50;

export const QUESTION_LENGTH = 80;
export const ANSWER_LENGTH = 600;
