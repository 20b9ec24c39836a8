import { searchCalls } from "@kidsafe/contracts";
import { requireStudent } from "../../plugins/require-student.ts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import type { AdsService } from "./service.ts";

/** GET /api/advertisers-for-recommendations (seed 000 §7): the apps a recommendation may name. */
export function adsRoutes(app: Api, ads: AdsService): void {
  app.route({
    ...routeOf(searchCalls.getAdvertisersForRecommendations),
    preHandler: requireStudent,
    handler: async () => ({ advertisers: await ads.listForRecommendations() }),
  });
}
