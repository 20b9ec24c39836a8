// Sponsored apps on the student side: which eligible advertisers a search or a reply may show (an index of them
// in the process), and the list a recommendation may name. Offers the ads service to search and chat.
import { createAdvertisersRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { adsRoutes } from "./routes.ts";
import { createAdsService } from "./service.ts";
import type { AdsService, ServeRecord } from "./service.ts";

export function adsModule({ db, clock, log }: ApiContext, needs: { serveRecord: ServeRecord }): ApiModule & { ads: AdsService } {
  const ads = createAdsService({ advertisers: createAdvertisersRepository(db), serveRecord: needs.serveRecord, clock });
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
