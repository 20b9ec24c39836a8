// The AI overview above a search's websites: asked of the same text model as the chat (so the same age-adapted
// system instruction and strict safety settings), moderated like every answer, written as plain text, and never
// allowed to hold up or fail the search. It sums up the search's words for the child's age; the chosen subject reorders the
// websites but does not steer the overview (decisions.md), so one overview serves every subject.
import { BLOCKED_QUESTION_REPLY, ageNumberOf, isAiError, refusalFor } from "@kidsafe/ai";
import type { AiTextModel, ModeratedReply, ModerationLayer, ReplyModerationCategory, ReplyModerator } from "@kidsafe/ai";
import type { AgeOption, SubjectOption } from "@kidsafe/contracts";
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock.ts";
import { cacheClock } from "../../clock.ts";
import { cacheKey, normalisedQuery } from "./query-key.ts";

/** How long a search waits for its overview before answering the websites without one, by default. */
export const OVERVIEW_TIMEOUT_MS = 8_000;

/** Overviews are the same for the same words and age: kept 10 minutes, up to 20 000 (about 10 MB) per process. */
export const OVERVIEW_CACHE = { ttlMs: 10 * 60_000, maxEntries: 20_000 } as const;

export interface OverviewRequest {
  query: string;
  age: AgeOption;
  /** The browser's Accept-Language: which helpline a self-harm refusal names (not part of the cache key). */
  locale?: string;
}

export type OverviewOutcome =
  | {
      kind: "answered";
      text: string;
      replacedForSafety: boolean;
      /** Why moderation refused the overview, when it did. */
      category: ReplyModerationCategory | null;
      layer: ModerationLayer | null;
    }
  | { kind: "failed"; reason: string };

export interface OverviewOptions {
  /** The moderation pass every overview goes through before it is kept or shown. */
  moderator: ReplyModerator;
  /** How long a search waits for its overview (the configuration's; OVERVIEW_TIMEOUT_MS by default). */
  timeoutMs: number;
  clock: Clock;
}

/** The question the model gets: the child's words, framed as a search to sum up (the emulator reads them too). */
export function overviewPrompt(query: string): string {
  return [
    `Search: ${query}`,
    "",
    "Write a short overview (two to four sentences) that answers this search for the student, as the first thing",
    "they read above a list of websites. Plain text only: no Markdown, no headings, no links, no website names.",
  ].join("\n");
}

/**
 * Markdown a model may still write, made plain: the view shows the text as is (line breaks kept), so '**',
 * '#', code fences and '[text](url)' would show as symbols. Links keep only their words.
 */
export function toPlainText(text: string): string {
  return text
    .replace(/```[a-z]*\n?/gi, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, "")
    .replace(/^[ \t]*[*+][ \t]+/gm, "- ")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, "$1$2")
    .replace(/`([^`\n]+)`/g, "$1")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The model's subject for every overview: none in particular. */
const OVERVIEW_SUBJECT: SubjectOption = "default";

class OverviewTimeout extends Error {}

/** A failed outcome, thrown out of the cache's load so that it is not kept. */
class OverviewFailed extends Error {
  constructor(readonly outcome: OverviewOutcome) {
    super("overview failed");
  }
}

export function createOverviewWriter(textModel: AiTextModel, options: OverviewOptions) {
  const { timeoutMs } = options;
  // Answers and answers on their way: a class searching the same words at once asks the model once. A failure
  // rejects the load, so it is not remembered: the next search asks again.
  const cache = new LRUCache<string, OverviewOutcome, OverviewRequest>({
    max: OVERVIEW_CACHE.maxEntries,
    ttl: OVERVIEW_CACHE.ttlMs,
    ...cacheClock(options.clock),
    fetchMethod: async (_key, _stale, { context }) => {
      const outcome = await ask(context);
      // A refusal for want of a verdict is not kept either: the next search asks for a verdict again.
      if (outcome.kind === "failed" || outcome.layer === "unverified") throw new OverviewFailed(outcome);
      return outcome;
    },
  });

  /** The model's overview, made plain, then moderated: the 8 s wait covers both. */
  async function written(request: OverviewRequest): Promise<ModeratedReply> {
    const reply = await textModel.reply({
      age: request.age,
      subject: OVERVIEW_SUBJECT,
      history: [],
      message: overviewPrompt(request.query),
      images: [],
    });
    const context = { surface: "overview", age: ageNumberOf(request.age) } as const;
    return reply.replacedForSafety ? options.moderator.refusedByProvider(context) : options.moderator.moderate(toPlainText(reply.text), context);
  }

  async function ask(request: OverviewRequest): Promise<OverviewOutcome> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OverviewTimeout(`no overview within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const moderated = await Promise.race([written(request), deadline]);
      return {
        kind: "answered",
        text: moderated.text,
        replacedForSafety: moderated.blocked,
        category: moderated.category,
        layer: moderated.layer,
      };
    } catch (error) {
      // Gemini refused the question itself: the same kind words the chat answers with.
      if (isAiError(error) && error.failure === "blocked_prompt")
        return { kind: "answered", text: BLOCKED_QUESTION_REPLY, replacedForSafety: true, category: null, layer: "provider_filter" };
      const reason = isAiError(error) ? `${error.failure}: ${error.message}` : error instanceof Error ? error.message : String(error);
      return { kind: "failed", reason };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Never rejects: a failure is an outcome (the search then answers with an empty overview). */
    write(request: OverviewRequest): Promise<OverviewOutcome> {
      const key = cacheKey(normalisedQuery(request.query), request.age);
      const outcome = cache.forceFetch(key, { context: request }).catch((error: unknown) => {
        if (error instanceof OverviewFailed) return error.outcome;
        throw error;
      });
      // One overview serves every locale: a self-harm refusal names this child's helpline.
      return outcome.then((found) =>
        found.kind === "answered" && found.category === "self_harm" ? { ...found, text: refusalFor("self_harm", request.locale) } : found,
      );
    },
  };
}

export type OverviewWriter = ReturnType<typeof createOverviewWriter>;
