// Sponsored apps on the student side: which eligible advertisers a search or a reply may show (an index of them
// in the process), and the list a recommendation may name. Offers the ads service to search and chat.
import { createAdvertisersRepository, createFamiliesRepository } from "@kidsafe/db";
import { LRUCache } from "lru-cache";
import { cacheClock } from "../../clock.ts";
import type { ApiContext, ApiModule } from "../../context.ts";
import { adsRoutes } from "./routes.ts";
import { createAdsService } from "./service.ts";
import type { AdsService, ServeRecord } from "./service.ts";

/**
 * How old a child's birth year may be when ads are chosen (the collection gate's 5 s): a search costs no query for it,
 * and a parent's correction is followed within this time.
 */
const BIRTH_YEAR_TTL_MS = 5_000;

export function adsModule({ db, clock, log }: ApiContext, needs: { serveRecord: ServeRecord }): ApiModule & { ads: AdsService } {
  const families = createFamiliesRepository(db);
  // Boxed: a cache holds no null, and "no birth year" is the common answer.
  const birthYears = new LRUCache<number, { birthYear: number | null }>({
    max: 50_000,
    ttl: BIRTH_YEAR_TTL_MS,
    ...cacheClock(clock),
    fetchMethod: async (userId) => (await families.birthYearOf(userId)) ?? { birthYear: null },
  });
  const ads = createAdsService({
    advertisers: createAdvertisersRepository(db),
    serveRecord: needs.serveRecord,
    clock,
    birthYearOf: async (userId) => (await birthYears.fetch(userId))?.birthYear ?? null,
  });
  return {
    async plugin(app) {
      // The first build reads every eligible advertiser (about 250 ms for 10 000): done before the server takes
      // requests rather than by the first search. A failure leaves it to that search.
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
