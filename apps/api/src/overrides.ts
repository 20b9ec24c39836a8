import type { AiTextModel, ReplyJudge } from "@kidsafe/ai";
import type { SafeFetchOptions } from "@kidsafe/safe-fetch";
import type { RateLimit } from "@kidsafe/server-kit";
import type { Clock } from "./clock.ts";
import type { WebSearch } from "./modules/search/index.ts";

/**
 * What a test (or the bench) may change in the API it builds, and nothing else: production features are never
 * switched off. Each one stands in for something outside the code's control: time, the model, the network, the
 * limits a run would trip.
 */
export interface ApiOverrides {
  /** "Now": tests move it to cross a child's midnight, a counting window or the age of what the API keeps. */
  clock?: Clock;
  /** The text model, instead of the Gemini adapter built from the configuration. */
  textModel?: AiTextModel;
  /** The model verdict of reply moderation, instead of the Gemini judge built from the configuration. */
  replyJudge?: ReplyJudge;
  /** Websites from Gemini with Google Search, instead of the one built from the configuration (real key only). */
  webSearch?: WebSearch;
  /** The SSRF-safe fetcher's options: a test's local site and its DNS, by an explicitly widened network policy. */
  fetch?: SafeFetchOptions;
  /** Rate limits by their rule's name (a test's lower ones, the bench's unreachable ones). */
  limits?: Readonly<Record<string, Pick<RateLimit, "limit" | "windowMs">>>;
  /** The ad-event flusher does not poll by itself: the test drains the stream by hand, at the moment it chooses. */
  manualFlush?: boolean;
}
