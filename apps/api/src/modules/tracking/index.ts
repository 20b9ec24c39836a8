// Honest counting (seed 000 §4, seed 001 §9): the server's record of the ads it served, the three tracking calls
// counted against it in Redis, the pacing of recommendations, and the flusher that stores counted events in
// PostgreSQL exactly once. Offers the serve record (ledger and pacing) to the ads module, which decides what is served.
import { adKeysFor, createRecommendationPacing, createServedLedger, createStudentForgetter } from "@kidsafe/ads";
import type { RecommendationPacing, ServedLedger, StudentForgetter } from "@kidsafe/ads";
import { createAdEventsRepository } from "@kidsafe/db";
import { Gauge } from "prom-client";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { HeardCheck } from "../../http/access.ts";
import { createAdEventFlusher } from "./flusher.ts";
import { trackingRoutes } from "./routes.ts";
import { createTrackingService } from "./service.ts";

const EVENTS_WAITING = "api_ad_events_waiting";

export async function trackingModule(
  { config, db, redis, clock, log, metrics }: ApiContext,
  options: { manualFlush: boolean; gate: HeardCheck },
): Promise<ApiModule & { serveRecord: ServedLedger & RecommendationPacing; servedRecords: StudentForgetter }> {
  const adEvents = createAdEventsRepository(db);
  const keys = adKeysFor(await adEvents.databaseName());
  const ledger = createServedLedger(redis, keys);
  const pacing = createRecommendationPacing(redis, keys);
  const flusher = createAdEventFlusher({ redis, keys, adEvents, log, options: { claimIdleMs: config.adEvents.claimIdleMs } });
  // Once per registry: a test may build the module twice on one context (the stream is the same).
  if (!metrics.getSingleMetric(EVENTS_WAITING)) {
    new Gauge({
      name: EVENTS_WAITING,
      help: "Counted views, clicks and recommendations and served-ad records in the stream, not yet stored in PostgreSQL",
      registers: [metrics],
      async collect() {
        this.set(await redis.xlen(keys.stream));
      },
    });
  }

  return {
    async plugin(app) {
      await trackingRoutes(createTrackingService({ ledger, clock }), options.gate)(app);
      if (options.manualFlush) return;
      app.addHook("onReady", () => flusher.start());
      // preClose, not onClose: onClose hooks run last-registered first, so server.ts's (which closes the Redis
      // client and the pool) would run before ours. Views still in flight then stay in the stream for the next
      // flusher of the group; nothing acknowledged is lost.
      app.addHook("preClose", () => flusher.stop());
    },
    serveRecord: { ...ledger, ...pacing },
    servedRecords: createStudentForgetter(redis, keys),
  };
}

export type { ServedLedger } from "@kidsafe/ads";
