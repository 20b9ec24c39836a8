// Never allowed to hold up or fail the search. The subject does not steer the overview (decisions.md), so one overview serves every subject.
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

export const OVERVIEW_TIMEOUT_MS = 8_000;

export const OVERVIEW_CACHE = { ttlMs: 10 * 60_000, maxEntries: 20_000 } as const;

export interface OverviewRequest {
  screened: ScreenedMessage;
  age: AgeOption;
  /** Not part of the cache key. */
  locale?: string;
  /** A safety event the search's words call for is theirs. */
  userId: number;
  sessionId: string;
}

type CachedOverview =
  | {
      kind: "answered";
      text: string;
      replacedForSafety: boolean;
      category: ReplyModerationCategory | null;
      layer: ModerationLayer | null;
      /** The safety event it calls for is recorded for every child who searches the words. */
      turn: TurnOutcome;
    }
  | { kind: "failed"; reason: string };

export type OverviewOutcome = CachedOverview;

export interface OverviewOptions {
  turns: TurnPipeline;
  timeoutMs: number;
  clock: Clock;
}

/** The emulator reads these words too. */
export function overviewPrompt(query: string): string {
  return [
    `Search: ${query}`,
    "",
    "Write a short overview (two to four sentences) that answers this search for the student, as the first thing",
    "they read above a list of websites. Plain text only: no Markdown, no headings, no links, no website names.",
  ].join("\n");
}

/** The view shows the text as is, so '**', '#', code fences and '[text](url)' would show as symbols. */
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

const OVERVIEW_SUBJECT: SubjectOption = "default";

class OverviewTimeout extends Error {}

/** Thrown out of the cache's load so that it is not kept. */
class OverviewFailed extends Error {
  constructor(readonly outcome: CachedOverview) {
    super("overview failed");
  }
}

interface OverviewLoad {
  request: OverviewRequest;
  context: TurnContext;
}

export function createOverviewWriter(textModel: AiTextModel, options: OverviewOptions) {
  const { timeoutMs, turns } = options;
  // A class searching the same words at once asks the model once; a failure is not remembered.
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

  /** The search's wait covers both. */
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

  /** A crisis reply or a self-harm refusal names this child's helpline. */
  function forThisChild(found: CachedOverview, { request, context }: OverviewLoad): CachedOverview {
    if (found.kind !== "answered") return found;
    const event = found.turn.screened.event;
    if (found.turn.kind === "crisis" && event && isCrisisCategory(event))
      return { ...found, text: crisisReply(event, context.age, request.locale) };
    if (found.category === "self_harm") return { ...found, text: refusalFor("self_harm", request.locale) };
    return found;
  }

  return {
    /** A failure is an outcome: the search then answers with an empty overview. */
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
