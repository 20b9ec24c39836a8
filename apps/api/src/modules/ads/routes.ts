import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { studentRoutes } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { AdsService } from "./service.ts";

export function adsRoutes(ads: AdsService): ApiPlugin {
  return studentRoutes((app) =>
    serveCalls(app, searchCalls, {
      getAdvertisersForRecommendations: async () => ({ advertisers: await ads.listForRecommendations() }),
    }),
  );
}
