import type { SafeFetchOptions } from "@kidsafe/safe-fetch";
import type { Redis } from "ioredis";
import type { Api } from "../../route.ts";
import { createPreviewRateLimiters } from "./rate-limits.ts";
import type { PreviewRateLimits } from "./rate-limits.ts";
import { createPreviewService } from "./preview-service.ts";
import { previewRoutes } from "./routes.ts";

export interface PreviewDependencies {
  redis: Redis;
  /** The fetcher's options; tests widen the network policy for their local site. Production passes none. */
  previewFetch?: SafeFetchOptions;
  previewRateLimits?: PreviewRateLimits;
}

/** The link preview: its service, its rate limits and GET /api/preview. */
export function registerPreview(app: Api, deps: PreviewDependencies): void {
  previewRoutes(app, createPreviewService({ redis: deps.redis, fetch: deps.previewFetch }), createPreviewRateLimiters(deps.redis, deps.previewRateLimits));
}
