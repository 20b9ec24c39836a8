// The shapes of the one turn pipeline (turn-pipeline.ts): what a surface hands in and what it gets back. Every AI
// surface (chat, follow-up, search overview, voice-mode spoken replies, live voice) runs the same steps: screen the
// child's words -> ask the model -> judge the answer in its context -> (the surface stores) -> record safety events.
import type { SafetyEventCategoryValue } from "@kidsafe/contracts";
import type { ModerationLayer, ModerationSurface } from "../reply-moderator.ts";
import type { ReplyModerationCategory } from "../reply-moderation-rubric.ts";
import type { TextReply } from "../text-model.ts";

/** Who is asking, where the answer goes, and for whom it is judged. */
export interface TurnContext {
  userId: number;
  /** The chat (tab) of the turn; null for a search overview, which belongs to no chat. */
  sessionId: string | null;
  surface: ModerationSurface;
  /** 1-18, or null when the child chose "smart adapt". */
  age: number | null;
  /** The browser's Accept-Language: which helpline a crisis reply names. */
  locale?: string;
}

/** The turn before this one, sent to the verdict when the child's message leans on it ("how many?"). */
export interface PreviousTurn {
  question: string;
  answer: string;
}

/** The input screen's sorting of a child's message. */
export type ChildMessageCategory = "crisis" | "personal_data" | "harmful_request" | "ordinary";

export interface ScreenedMessage {
  category: ChildMessageCategory;
  /** The safety event the message calls for (a crisis names its kind); null for an ordinary message. */
  event: SafetyEventCategoryValue | null;
  /** The child's words with personal details masked: what the model is sent and what is stored. */
  masked: string;
  /** What the screen found, for logs (never the details themselves). */
  findings: readonly string[];
}

export interface TurnOutcome {
  /** The child's words as stored and sent on: personal details masked. */
  question: string;
  /** What the child may see or hear: the answer, the crisis reply or the kind refusal. */
  reply: string;
  /** answered: the model's answer passed; crisis: our crisis reply; refused: a refusal replaced the answer. */
  kind: "answered" | "crisis" | "refused";
  /** The screen's sorting after both layers (the model verdict may raise an ordinary message to a crisis). */
  screened: ScreenedMessage;
  /** Why the answer was refused, when it was. */
  category: ReplyModerationCategory | null;
  layer: ModerationLayer | null;
}

/** What a surface asks of its model once the words are screened: it is sent the masked words. */
export type AskModel = (maskedMessage: string) => Promise<TextReply>;

/** A spoken answer's verdict so far (live voice judges the turn as it is said, clause by clause). */
export type SpokenVerdict = { pass: true } | { pass: false; refusal: string };

/** One live call's turns, as the pipeline keeps them (the voice gateway holds no turn logic of its own). */
export interface SpokenTurns {
  /**
   * The child's words of the turn being asked so far (spoken transcript or typed), screened at once. A crisis gives the
   * reply to say instead of the model's answer (once per turn); otherwise null.
   */
  heard(words: string): { crisisReply: string } | null;
  /**
   * The model's answer so far, its last clause new: the deterministic layer at once, then the model verdict with the
   * question and the previous turn. Never rejects: no verdict is a refusal (fail closed).
   */
  judge(answerSoFar: string): Promise<SpokenVerdict>;
  /**
   * The turn is over. `said` is what passed and was relayed; `refusal` what replaced the rest, if anything. Records
   * the turn's safety event and answers what the chat keeps, or null when there is no question to keep.
   */
  finish(said: string, refusal: string | undefined): Promise<{ question: string; reply: string } | null>;
}
