// Honest counting (seed 000 §4, seed 001 §9): the server's record of the ads it served, the three tracking calls
// counted against it in Redis, the pacing of recommendations, and the flusher that stores counted events in
// PostgreSQL exactly once. Offers the serve record (ledger and pacing) to the ads module, which decides what is served.
import { adKeysFor, createRecommendationPacing, createServedLedger } from "@kidsafe/ads";
import type { RecommendationPacing, ServedLedger } from "@kidsafe/ads";
import { createAdEventsRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { createAdEventFlusher } from "./flusher.ts";
import { trackingRoutes } from "./routes.ts";
import { createTrackingService } from "./service.ts";

export async function trackingModule(
  { db, redis, clock, log }: ApiContext,
  options: { manualFlush: boolean },
): Promise<ApiModule & { serveRecord: ServedLedger & RecommendationPacing }> {
  const adEvents = createAdEventsRepository(db);
  const keys = adKeysFor(await adEvents.databaseName());
  const ledger = createServedLedger(redis, keys);
  const pacing = createRecommendationPacing(redis, keys);
  const flusher = createAdEventFlusher({ redis, keys, adEvents, log });

  return {
    async plugin(app) {
      await trackingRoutes(createTrackingService({ ledger, clock }))(app);
      if (options.manualFlush) return;
      app.addHook("onReady", () => flusher.start());
      // preClose, not onClose: onClose hooks run last-registered first, so server.ts's (which closes the Redis
      // client and the pool) would run before ours. Views still in flight then stay in the stream for the next
      // flusher of the group; nothing acknowledged is lost.
      app.addHook("preClose", () => flusher.stop());
    },
    serveRecord: { ...ledger, ...pacing },
  };
}

export type { ServedLedger } from "@kidsafe/ads";
