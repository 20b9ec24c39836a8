// Every AI surface runs this pipeline. A crisis is answered with our own reply and never reaches the model; personal
// details are masked before the model or the store sees them; the answer is judged as a reply to the question.
import type { SafetyEventCategoryValue } from "@kidsafe/contracts";
import { isCrisisCategory } from "@kidsafe/contracts";
import { isAiError } from "../errors.ts";
import type { MessageCategory } from "../reply-moderation-schema.ts";
import { createReplyModerator, refusalFor } from "../reply-moderator.ts";
import type { ModeratedReply, ModerationContext, ReplyModeratorOptions } from "../reply-moderator.ts";
import { BLOCKED_QUESTION_REPLY } from "../reply-safety.ts";
import { PERSONAL_DATA_REMINDER, crisisReply } from "./crisis-replies.ts";
import { screenChildMessage } from "./child-message-screen.ts";
import type { ScreenResult } from "./child-message-screen.ts";
import type { SafetyEventRecorder } from "./safety-event.ts";
import type { AskModel, PreviousTurn, ScreenedMessage, SpokenTurns, TurnContext, TurnOutcome } from "./turn-types.ts";

/** A record that could not be stored is reported through `onRecordError` and never costs the child the reply. */
export interface TurnPipelineOptions extends ReplyModeratorOptions {
  events: SafetyEventRecorder;
}

export interface AnswerOptions {
  /** false: the surface records events itself per child, e.g. an overview shared through a cache. */
  recordEvents?: boolean;
}

export interface TurnPipeline {
  screen(message: string, age?: number | null): ScreenResult;
  answer(
    context: TurnContext,
    turn: { screened: ScreenedMessage; previous?: PreviousTurn | null },
    ask: AskModel,
    options?: AnswerOptions,
  ): Promise<TurnOutcome>;
  record(context: TurnContext, outcome: TurnOutcome): Promise<void>;
  spoken(context: TurnContext): SpokenTurns;
}

/** Only then is the previous turn sent with it to the verdict. */
export function leansOnPrevious(message: string): boolean {
  const words = message.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  if (words.length <= 8) return true;
  return (
    /^(?:and|but|so|or|then|also|what\s+about|how\s+about|why|really|ok|okay|what\s+if|how\s+(?:many|much|long|often))\b/i.test(
      message.trim(),
    ) || /\b(?:it|its|that|this|them|those|these|they|their|he|she|him|her|his|there|one)\b/i.test(message)
  );
}

const EVENT_OF: Readonly<Record<MessageCategory, SafetyEventCategoryValue | null>> = {
  crisis_self_harm: "self_harm",
  crisis_abuse: "abuse",
  crisis_grooming: "grooming",
  personal_data: "personal_data",
  harmful_request: "harmful_request",
  ordinary: null,
};

const RANK: Readonly<Record<ScreenedMessage["category"], number>> = { crisis: 3, personal_data: 2, harmful_request: 1, ordinary: 0 };

/** The graver one wins: a crisis over personal details over a harmful request. */
export function raisedBy(screened: ScreenedMessage, verdict: MessageCategory | null): ScreenedMessage {
  const event = verdict ? EVENT_OF[verdict] : null;
  if (!event) return screened;
  const category = isCrisisCategory(event) ? "crisis" : event;
  if (RANK[category] <= RANK[screened.category]) return screened;
  return { ...screened, category, event, findings: [...screened.findings, `verdict: ${verdict}`] };
}

export function createTurnPipeline({ events, ...moderation }: TurnPipelineOptions): TurnPipeline {
  const { onRecordError } = moderation;
  const moderator = createReplyModerator(moderation);
  const moderationOf = (context: TurnContext, question: string, previous: PreviousTurn | null | undefined): ModerationContext => ({
    surface: context.surface,
    age: context.age,
    ...(context.locale === undefined ? {} : { locale: context.locale }),
    question,
    previous: previous && leansOnPrevious(question) ? previous : null,
  });

  const crisisOf = (screened: ScreenedMessage, context: TurnContext) =>
    crisisReply(screened.event && isCrisisCategory(screened.event) ? screened.event : "self_harm", context.age, context.locale);

  function outcomeOf(context: TurnContext, screened: ScreenedMessage, moderated: ModeratedReply): TurnOutcome {
    const final = raisedBy(screened, moderated.messageCategory);
    const base = { question: screened.masked, screened: final, category: moderated.category, layer: moderated.layer };
    if (final.category === "crisis") return { ...base, kind: "crisis", reply: crisisOf(final, context) };
    if (moderated.blocked) return { ...base, kind: "refused", reply: moderated.text };
    const reply = final.category === "personal_data" ? `${PERSONAL_DATA_REMINDER}\n\n${moderated.text}` : moderated.text;
    return { ...base, kind: "answered", reply };
  }

  async function record(context: TurnContext, outcome: TurnOutcome): Promise<void> {
    const category = outcome.screened.event;
    if (!category) return;
    try {
      await events.safetyEvent({
        userId: context.userId,
        sessionId: context.sessionId,
        category,
        surface: context.surface,
        childMessage: outcome.question,
        reply: outcome.reply,
        age: context.age,
      });
    } catch (error) {
      onRecordError?.(error);
    }
  }

  const screen = (message: string, age?: number | null) => screenChildMessage(message, { age: age ?? null });

  return {
    screen,

    async answer(context, { screened, previous }, ask, options = {}) {
      let outcome: TurnOutcome;
      if (screened.category === "crisis") {
        // The general model never improvises a reply to a child in crisis.
        outcome = { question: screened.masked, reply: crisisOf(screened, context), kind: "crisis", screened, category: null, layer: null };
      } else {
        const moderation = moderationOf(context, screened.masked, previous);
        try {
          const reply = await ask(screened.masked);
          const moderated = reply.replacedForSafety
            ? await moderator.refusedByProvider(moderation)
            : await moderator.moderate(reply.text, moderation);
          outcome = outcomeOf(context, screened, moderated);
        } catch (error) {
          // Gemini refused the question itself: the kind words, never an error.
          if (!isAiError(error) || error.failure !== "blocked_prompt") throw error;
          outcome = {
            question: screened.masked,
            reply: BLOCKED_QUESTION_REPLY,
            kind: "refused",
            screened,
            category: null,
            layer: "provider_filter",
          };
        }
      }
      if (options.recordEvents !== false) await record(context, outcome);
      return outcome;
    },

    record,

    spoken(context) {
      let screened: ScreenedMessage | undefined;
      let previous: PreviousTurn | undefined;
      /** Never twice in one turn. */
      let crisisAsked = false;

      return {
        heard(words) {
          screened = screen(words, context.age);
          if (screened.category !== "crisis" || crisisAsked) return null;
          crisisAsked = true;
          return { crisisReply: crisisOf(screened, context) };
        },

        async judge(answerSoFar) {
          const asked = screened ?? screen("", context.age);
          let moderated: ModeratedReply;
          try {
            moderated = await moderator.moderate(answerSoFar, moderationOf(context, asked.masked, previous));
          } catch {
            // Anything unexpected still never lets words through.
            return { pass: false, refusal: refusalFor(null, context.locale) };
          }
          const outcome = outcomeOf(context, asked, moderated);
          screened = outcome.screened;
          if (outcome.kind === "crisis") {
            if (crisisAsked) return { pass: false, refusal: refusalFor(null, context.locale) };
            crisisAsked = true;
            return { pass: false, refusal: outcome.reply };
          }
          return outcome.kind === "refused" ? { pass: false, refusal: outcome.reply } : { pass: true };
        },

        async finish(said, refusal) {
          const asked = screened;
          screened = undefined;
          crisisAsked = false;
          if (!asked || asked.masked.trim() === "") return null;
          const reply = refusal ?? said;
          const kind = asked.category === "crisis" ? "crisis" : refusal === undefined ? "answered" : "refused";
          await record(context, { question: asked.masked, reply, kind, screened: asked, category: null, layer: null });
          previous = { question: asked.masked, answer: reply };
          return { question: asked.masked, reply };
        },
      };
    },
  };
}
