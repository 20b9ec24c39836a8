import type { AiTextModel, ReplyJudge } from "@kidsafe/ai";
import type { SafeFetchOptions } from "@kidsafe/safe-fetch";
import type { RateLimit } from "@kidsafe/server-kit";
import type { Clock } from "./clock.ts";
import type { WebSearch } from "./modules/search/index.ts";

/** Production features are never switched off: each override stands in for something outside the code's control. */
export interface ApiOverrides {
  clock?: Clock;
  textModel?: AiTextModel;
  replyJudge?: ReplyJudge;
  webSearch?: WebSearch;
  /** Only by an explicitly widened network policy. */
  fetch?: SafeFetchOptions;
  limits?: Readonly<Record<string, Pick<RateLimit, "limit" | "windowMs">>>;
  /** The test drains the stream by hand, at the moment it chooses. */
  manualFlush?: boolean;
}
