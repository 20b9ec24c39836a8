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
  // A test may build the module twice on one context.
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
      // preClose, not onClose: onClose hooks run last-registered first, so server.ts's would close Redis and the pool before ours. Views in
      // flight stay in the stream for the next flusher.
      app.addHook("preClose", () => flusher.stop());
    },
    serveRecord: { ...ledger, ...pacing },
    servedRecords: createStudentForgetter(redis, keys),
  };
}

export type { ServedLedger } from "@kidsafe/ads";
