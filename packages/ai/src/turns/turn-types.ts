import type { SafetyEventCategoryValue } from "@kidsafe/contracts";
import type { ModerationLayer, ModerationSurface } from "../reply-moderator.ts";
import type { ReplyModerationCategory } from "../reply-moderation-rubric.ts";
import type { TextReply } from "../text-model.ts";

export interface TurnContext {
  userId: number;
  sessionId: string | null;
  surface: ModerationSurface;
  age: number | null;
  /** Which helpline a crisis reply names. */
  locale?: string;
}

export interface PreviousTurn {
  question: string;
  answer: string;
}

export type ChildMessageCategory = "crisis" | "personal_data" | "harmful_request" | "ordinary";

export interface ScreenedMessage {
  category: ChildMessageCategory;
  event: SafetyEventCategoryValue | null;
  /** What the model is sent and what is stored. */
  masked: string;
  /** For logs; never the details themselves. */
  findings: readonly string[];
}

export interface TurnOutcome {
  question: string;
  reply: string;
  kind: "answered" | "crisis" | "refused";
  /** The model verdict may raise an ordinary message to a crisis. */
  screened: ScreenedMessage;
  category: ReplyModerationCategory | null;
  layer: ModerationLayer | null;
}

export type AskModel = (maskedMessage: string) => Promise<TextReply>;

export type SpokenVerdict = { pass: true } | { pass: false; refusal: string };

export interface SpokenTurns {
  /** Screened at once; a crisis gives the reply to say instead of the answer (once per turn). */
  heard(words: string): { crisisReply: string } | null;
  /** Never rejects: no verdict is a refusal (fail closed). */
  judge(answerSoFar: string): Promise<SpokenVerdict>;
  /** Null when there is no question to keep. */
  finish(said: string, refusal: string | undefined): Promise<{ question: string; reply: string } | null>;
}
