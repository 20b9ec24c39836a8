// Every answer passes here before it is stored, shown or spoken; a missing verdict fails closed.
import type { ModerationSurfaceValue } from "@kidsafe/contracts";
import { isAiError } from "./errors.ts";
import { helplineFor } from "./helplines.ts";
import type { ReplyJudge } from "./reply-moderation-judge.ts";
import { REPLY_MODERATION_CATEGORIES, REPLY_MODERATION_RUBRIC } from "./reply-moderation-rubric.ts";
import type { ReplyModerationCategory } from "./reply-moderation-rubric.ts";
import type { MessageCategory } from "./reply-moderation-schema.ts";
import { SAFE_REFUSAL_REPLY, checkReplySafety } from "./reply-safety.ts";
import type { ReplySafetyIssue } from "./reply-safety.ts";

export type ModerationSurface = ModerationSurfaceValue;

export type ModerationLayer = "deterministic" | "verdict" | "unverified" | "provider_filter";

export type ModerationCountKey = ReplyModerationCategory | "unverified" | "provider_filter";

export const MODERATION_COUNT_KEYS: readonly ModerationCountKey[] = [...REPLY_MODERATION_CATEGORIES, "unverified", "provider_filter"];

export function moderationCountLabel(key: string): string {
  if (key === "unverified") return "no verdict (held for review)";
  if (key === "provider_filter") return "Gemini's own filter";
  return (REPLY_MODERATION_RUBRIC as Partial<Record<string, { label: string }>>)[key]?.label ?? key;
}

export interface ModerationContext {
  surface: ModerationSurface;
  /** Judged as a child of 8 when null. */
  age: number | null;
  locale?: string;
  question?: string;
  previous?: { question: string; answer: string } | null;
}

export interface ModeratedReply {
  text: string;
  blocked: boolean;
  category: ReplyModerationCategory | null;
  layer: ModerationLayer | null;
  issues: readonly ReplySafetyIssue[];
  messageCategory: MessageCategory | null;
}

export interface ModerationRecorder {
  blocked(event: { surface: ModerationSurface; key: ModerationCountKey }): Promise<void>;
  /** Never the child's identity. */
  forReview(entry: { surface: ModerationSurface; age: number | null; text: string; reason: string }): Promise<void>;
}

export interface ReplyModerator {
  moderate(text: string, context: ModerationContext): Promise<ModeratedReply>;
  refusedByProvider(context: ModerationContext): Promise<ModeratedReply>;
}

export interface ReplyModeratorOptions {
  judge: ReplyJudge;
  recorder: ModerationRecorder;
  /** Never costs the child the refusal. */
  onRecordError?: (error: unknown) => void;
}

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
        // Fail closed: the child gets the refusal, and a person can look at what was held back.
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
