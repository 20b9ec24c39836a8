// The AI overview above a search's websites: asked of the same text model as the chat (so the same age-adapted
// system instruction and strict safety settings), run through the turn pipeline like every answer (the search's
// words screened, the overview judged as a reply to them), written as plain text, and never allowed to hold up or
// fail the search. It sums up the search's words for the child's age; the chosen subject reorders the
// websites but does not steer the overview (decisions.md), so one overview serves every subject.
import { ageNumberOf, crisisReply, isAiError, refusalFor } from "@kidsafe/ai";
import type {
  AiTextModel,
  ModerationLayer,
  ReplyModerationCategory,
  ScreenedMessage,
  TurnContext,
  TurnOutcome,
  TurnPipeline,
} from "@kidsafe/ai";
import { isCrisisCategory } from "@kidsafe/contracts";
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
  /** The search's words as the turn pipeline screened them (personal details masked). */
  screened: ScreenedMessage;
  age: AgeOption;
  /** The browser's Accept-Language: which helpline a crisis reply or a self-harm refusal names (not part of the cache key). */
  locale?: string;
  /** The child searching and the tab: a safety event the search's words call for is theirs. */
  userId: number;
  sessionId: string;
}

type CachedOverview =
  | {
      kind: "answered";
      text: string;
      replacedForSafety: boolean;
      /** Why moderation refused the overview, when it did. */
      category: ReplyModerationCategory | null;
      layer: ModerationLayer | null;
      /** The pipeline's outcome: the safety event it calls for is recorded for every child who searches the words. */
      turn: TurnOutcome;
    }
  | { kind: "failed"; reason: string };

export type OverviewOutcome = CachedOverview;

export interface OverviewOptions {
  /** The turn pipeline every overview goes through before it is kept or shown. */
  turns: TurnPipeline;
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
  constructor(readonly outcome: CachedOverview) {
    super("overview failed");
  }
}

/** What the cache loads with: the request, its screened words and the context the pipeline judges in. */
interface OverviewLoad {
  request: OverviewRequest;
  context: TurnContext;
}

export function createOverviewWriter(textModel: AiTextModel, options: OverviewOptions) {
  const { timeoutMs, turns } = options;
  // Answers and answers on their way: a class searching the same words at once asks the model once. A failure
  // rejects the load, so it is not remembered: the next search asks again.
  const cache = new LRUCache<string, CachedOverview, OverviewLoad>({
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

  /** The model's overview, made plain, then judged with the search's words: the 8 s wait covers both. */
  function written({ request, context }: OverviewLoad): Promise<TurnOutcome> {
    return turns.answer(
      context,
      { screened: request.screened },
      async (words) => {
        const reply = await textModel.reply({
          age: request.age,
          subject: OVERVIEW_SUBJECT,
          history: [],
          message: overviewPrompt(words),
          images: [],
        });
        return { ...reply, text: toPlainText(reply.text) };
      },
      // Recorded per child by write(): one overview serves everyone who searches the same words.
      { recordEvents: false },
    );
  }

  async function ask(load: OverviewLoad): Promise<CachedOverview> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OverviewTimeout(`no overview within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const turn = await Promise.race([written(load), deadline]);
      return {
        kind: "answered",
        text: turn.reply,
        replacedForSafety: turn.kind !== "answered",
        category: turn.category,
        layer: turn.layer,
        turn,
      };
    } catch (error) {
      const reason = isAiError(error) ? `${error.failure}: ${error.message}` : error instanceof Error ? error.message : String(error);
      return { kind: "failed", reason };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The overview as this child gets it: a crisis reply or a self-harm refusal names this child's helpline. */
  function forThisChild(found: CachedOverview, { request, context }: OverviewLoad): CachedOverview {
    if (found.kind !== "answered") return found;
    const event = found.turn.screened.event;
    if (found.turn.kind === "crisis" && event && isCrisisCategory(event))
      return { ...found, text: crisisReply(event, context.age, request.locale) };
    if (found.category === "self_harm") return { ...found, text: refusalFor("self_harm", request.locale) };
    return found;
  }

  return {
    /** Never rejects: a failure is an outcome (the search then answers with an empty overview). */
    async write(request: OverviewRequest): Promise<OverviewOutcome> {
      const { screened } = request;
      const age = ageNumberOf(request.age);
      const context: TurnContext = {
        userId: request.userId,
        sessionId: request.sessionId,
        surface: "overview",
        age,
        ...(request.locale === undefined ? {} : { locale: request.locale }),
      };
      const load = { request, context };
      // A crisis is answered at once with our own words, never from the cache or the model.
      const found =
        screened.category === "crisis"
          ? await ask(load)
          : await cache.forceFetch(cacheKey(normalisedQuery(screened.masked), request.age), { context: load }).catch((error: unknown) => {
              if (error instanceof OverviewFailed) return error.outcome;
              throw error;
            });
      const shown = forThisChild(found, load);
      if (shown.kind === "answered") await turns.record(context, { ...shown.turn, reply: shown.text });
      return shown;
    },
  };
}

export type OverviewWriter = ReturnType<typeof createOverviewWriter>;
