import type { SafeFetchOptions } from "@kidsafe/safe-fetch";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { HeardCheck, OperatorSessions } from "../../http/access.ts";
import { PREVIEW_RATE_LIMITS } from "./rate-limits.ts";
import { previewRoutes } from "./routes.ts";
import { createPreviewService } from "./service.ts";
import type { PreviewServiceOptions } from "./service.ts";

export function previewModule(
  { redis, rateLimiter }: ApiContext,
  needs: { fetch?: SafeFetchOptions; usageLock: PreviewServiceOptions["usageLock"]; operatorSessions: OperatorSessions; gate: HeardCheck },
): ApiModule {
  const preview = createPreviewService({
    redis,
    usageLock: needs.usageLock,
    fetch: needs.fetch,
    limits: { perStudent: rateLimiter(PREVIEW_RATE_LIMITS.perStudent), perIp: rateLimiter(PREVIEW_RATE_LIMITS.perIp) },
  });
  return { plugin: previewRoutes(preview, needs.operatorSessions, needs.gate) };
}
