import { createAdEventsRepository, createAdvertisersRepository, createReportsRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createRateLimiter } from "@kidsafe/server-kit";
import type { RateLimit } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import type { Api } from "../../route.ts";
import type { Clock } from "../parental/local-day.ts";
import { REPORTS_PER_STUDENT } from "../reports/rate-limits.ts";
import { reportsRoutes } from "../reports/routes.ts";
import { createReportsService } from "../reports/service.ts";
import { createAdEventFlusher } from "../tracking/flusher.ts";
import type { AdEventFlusherOptions } from "../tracking/flusher.ts";
import { trackingRoutes } from "../tracking/routes.ts";
import { createTrackingService } from "../tracking/service.ts";
import { adsRoutes } from "./routes.ts";
import { adKeysFor } from "./redis-keys.ts";
import { createServedLedger } from "./served-ledger.ts";
import { createAdsService } from "./service.ts";
import type { AdsService, AdsServiceDependencies } from "./service.ts";

export interface AdvertisingDependencies {
  db: Db;
  redis: Redis;
  clock: Clock;
  /** Options of the stream -> PostgreSQL flusher; false runs none (tests that flush by hand). */
  adEventFlusher?: AdEventFlusherOptions | false;
  reportLimit?: RateLimit;
  sponsoredIndexMaxAgeMs?: AdsServiceDependencies["sponsoredIndexMaxAgeMs"];
}

/**
 * Sponsored apps on the student side: the advertisers-for-recommendations list, the three tracking calls,
 * reports, and the flusher's lifecycle (started when the app is ready, drained when it closes). Answers the
 * ads service for the search and chat routes.
 */
export async function registerAdvertising(app: Api, deps: AdvertisingDependencies): Promise<{ ads: AdsService }> {
  const advertisers = createAdvertisersRepository(deps.db);
  const adEvents = createAdEventsRepository(deps.db);
  const keys = adKeysFor(await adEvents.databaseName());
  const ledger = createServedLedger(deps.redis, keys);
  const ads = createAdsService({ advertisers, ledger, clock: deps.clock, sponsoredIndexMaxAgeMs: deps.sponsoredIndexMaxAgeMs });

  // The first build reads every eligible advertiser (about 250 ms for 10 000): done before the server takes
  // requests rather than by the first search. A failure leaves it to that search.
  app.addHook("onReady", async () => {
    await ads.prepareSponsoredIndex().catch((error: unknown) => {
      app.log.warn({ err: error }, "sponsored index not loaded at start; the first search will load it");
    });
  });

  adsRoutes(app, ads);
  trackingRoutes(app, createTrackingService({ ledger, clock: deps.clock }));
  reportsRoutes(
    app,
    createReportsService({
      reports: createReportsRepository(deps.db),
      advertisers,
      perStudentLimit: createRateLimiter(deps.redis, deps.reportLimit ?? REPORTS_PER_STUDENT),
    }),
  );

  if (deps.adEventFlusher !== false) {
    const flusher = createAdEventFlusher({
      redis: deps.redis,
      keys,
      adEvents,
      log: app.log,
      options: deps.adEventFlusher,
    });
    app.addHook("onReady", () => flusher.start());
    // preClose, not onClose: onClose hooks run last-registered first, so server.ts's (which closes the
    // Redis client and the pool) would run before ours. Views still in flight then stay in the stream for
    // the next flusher of the group; nothing acknowledged is lost.
    app.addHook("preClose", () => flusher.stop());
  }
  return { ads };
}
