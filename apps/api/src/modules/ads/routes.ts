import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { studentRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { AdsService } from "./service.ts";

export function adsRoutes(ads: AdsService): ApiPlugin {
  return studentRoutes((app) => {
    app.route({
      ...routeOf(searchCalls.getAdvertisersForRecommendations),
      handler: async () => ({ advertisers: await ads.listForRecommendations() }),
    });
  });
}
