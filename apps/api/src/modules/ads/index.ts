import { createAdvertisersRepository, createConsentsRepository } from "@kidsafe/db";
import { LRUCache } from "lru-cache";
import { cacheClock } from "../../clock.ts";
import type { ApiContext, ApiModule } from "../../context.ts";
import { adsRoutes } from "./routes.ts";
import { createAdsService } from "./service.ts";
import type { AdsService, ServeRecord } from "./service.ts";

/** A search costs no query for it, and a parent's correction is followed within this time. */
const BIRTH_YEAR_TTL_MS = 5_000;

export function adsModule({ db, clock, log }: ApiContext, needs: { serveRecord: ServeRecord }): ApiModule & { ads: AdsService } {
  const consents = createConsentsRepository(db);
  // Boxed: a cache holds no null, and "no birth year" is the common answer.
  const birthYears = new LRUCache<number, { birthYear: number | null }>({
    max: 50_000,
    ttl: BIRTH_YEAR_TTL_MS,
    ...cacheClock(clock),
    fetchMethod: async (userId) => (await consents.birthYearOf(userId)) ?? { birthYear: null },
  });
  const ads = createAdsService({
    advertisers: createAdvertisersRepository(db),
    serveRecord: needs.serveRecord,
    clock,
    birthYearOf: async (userId) => (await birthYears.fetch(userId))?.birthYear ?? null,
  });
  return {
    async plugin(app) {
      // Built before the server takes requests rather than by the first search; a failure leaves it to that search.
      app.addHook("onReady", async () => {
        await ads.prepareSponsoredIndex().catch((error: unknown) => {
          log.warn({ err: error }, "sponsored index not loaded at start; the first search will load it");
        });
      });
      await adsRoutes(ads)(app);
    },
    ads,
  };
}

export type { AdsService } from "./service.ts";
