// The moderation pass every answer goes through after its model and before it is stored, shown or spoken, judged as a
// reply to the child's message: the turn pipeline (turns/turn-pipeline.ts) calls moderate() for every surface. The
// deterministic layer first (fast, offline), then the model verdict; a verdict that fails or times out fails closed.
import type { ModerationSurfaceValue } from "@kidsafe/contracts";
import { isAiError } from "./errors.ts";
import { helplineFor } from "./helplines.ts";
import type { ReplyJudge } from "./reply-moderation-judge.ts";
import { REPLY_MODERATION_CATEGORIES, REPLY_MODERATION_RUBRIC } from "./reply-moderation-rubric.ts";
import type { ReplyModerationCategory } from "./reply-moderation-rubric.ts";
import type { MessageCategory } from "./reply-moderation-schema.ts";
import { SAFE_REFUSAL_REPLY, checkReplySafety } from "./reply-safety.ts";
import type { ReplySafetyIssue } from "./reply-safety.ts";

/** Where an answer is about to go (the contracts' MODERATION_SURFACES, which the operator console filters by). */
export type ModerationSurface = ModerationSurfaceValue;

/** Which layer refused an answer: ours, the model verdict, no verdict at all (fail closed), or Gemini's own filter. */
export type ModerationLayer = "deterministic" | "verdict" | "unverified" | "provider_filter";

/** What the operator's daily counts are kept by: a rubric category, or why there is none. */
export type ModerationCountKey = ReplyModerationCategory | "unverified" | "provider_filter";

/** Every count key in the order the operator console shows them: the rubric's categories, then the two others. */
export const MODERATION_COUNT_KEYS: readonly ModerationCountKey[] = [...REPLY_MODERATION_CATEGORIES, "unverified", "provider_filter"];

/** How a count key reads for operators: the rubric's label, or which layer refused without a category. */
export function moderationCountLabel(key: string): string {
  if (key === "unverified") return "no verdict (held for review)";
  if (key === "provider_filter") return "Gemini's own filter";
  return (REPLY_MODERATION_RUBRIC as Partial<Record<string, { label: string }>>)[key]?.label ?? key;
}

export interface ModerationContext {
  surface: ModerationSurface;
  /** 1-18, or null when the child chose "smart adapt" (judged as a child of 8 by the verdict). */
  age: number | null;
  /** The browser's Accept-Language: which helpline a self-harm refusal names. */
  locale?: string;
  /** The child's message the answer replies to, personal details masked. */
  question?: string;
  /** The turn before, when the message leans on it. */
  previous?: { question: string; answer: string } | null;
}

export interface ModeratedReply {
  /** What the child may see or hear: the answer, or the kind refusal. */
  text: string;
  blocked: boolean;
  category: ReplyModerationCategory | null;
  layer: ModerationLayer | null;
  /** The deterministic layer's findings, for logs. */
  issues: readonly ReplySafetyIssue[];
  /** How the model verdict sorted the child's message; null when no verdict came or none was asked. */
  messageCategory: MessageCategory | null;
}

export interface ModerationRecorder {
  /** One refused answer, counted per key per day for the operator console. */
  blocked(event: { surface: ModerationSurface; key: ModerationCountKey }): Promise<void>;
  /** An answer whose verdict failed, kept for a person to review; never the child's identity. */
  forReview(entry: { surface: ModerationSurface; age: number | null; text: string; reason: string }): Promise<void>;
}

export interface ReplyModerator {
  moderate(text: string, context: ModerationContext): Promise<ModeratedReply>;
  /** An answer Gemini's own filter already refused: counted, and answered with the same refusal. */
  refusedByProvider(context: ModerationContext): Promise<ModeratedReply>;
}

export interface ReplyModeratorOptions {
  judge: ReplyJudge;
  recorder: ModerationRecorder;
  /** Counting or the review log failed: reported, but it never costs the child the refusal. */
  onRecordError?: (error: unknown) => void;
}

/** The kind refusal for a category; a self-harm refusal also names a helpline for the child's locale. */
export function refusalFor(category: ReplyModerationCategory | null, locale?: string): string {
  if (category !== "self_harm") return SAFE_REFUSAL_REPLY;
  return `I can't share that answer. If you are having thoughts of hurting yourself, please tell a parent, teacher or another grown-up you trust right now. You can also talk to ${helplineFor(locale).text}. You matter, and people want to help.`;
}

export function createReplyModerator({ judge, recorder, onRecordError }: ReplyModeratorOptions): ReplyModerator {
  const record = (work: Promise<void>) => work.catch((error: unknown) => onRecordError?.(error));

  async function refuse(
    context: ModerationContext,
    category: ReplyModerationCategory | null,
    layer: ModerationLayer,
    issues: readonly ReplySafetyIssue[],
  ): Promise<ModeratedReply> {
    const key: ModerationCountKey = category ?? (layer === "unverified" ? "unverified" : "provider_filter");
    await record(recorder.blocked({ surface: context.surface, key }));
    return { text: refusalFor(category, context.locale), blocked: true, category, layer, issues, messageCategory: null };
  }

  return {
    async moderate(text, context) {
      const question = context.question ?? "";
      // A message that leans on the turn before is read with that turn's question.
      const asked = context.previous ? `${context.previous.question} ${question}` : question;
      const checked = checkReplySafety(text, { age: context.age, question: asked });
      if (!checked.safe) return refuse(context, checked.issues[0]!.category, "deterministic", checked.issues);

      let messageCategory: MessageCategory | null;
      try {
        const verdict = await judge.judge({ text, age: context.age, surface: context.surface, question, previous: context.previous ?? null });
        if (verdict.decision === "block") {
          const refused = await refuse(context, verdict.category, verdict.category ? "verdict" : "provider_filter", []);
          return { ...refused, messageCategory: verdict.messageCategory };
        }
        messageCategory = verdict.messageCategory;
      } catch (error) {
        if (!isAiError(error)) throw error;
        // Fail closed: without a verdict the child gets the refusal, and a person can look at what was held back.
        await record(recorder.forReview({ surface: context.surface, age: context.age, text, reason: `${error.failure}: ${error.message}` }));
        return refuse(context, null, "unverified", []);
      }
      return { text, blocked: false, category: null, layer: null, issues: [], messageCategory };
    },

    refusedByProvider(context) {
      return refuse(context, null, "provider_filter", []);
    },
  };
}
