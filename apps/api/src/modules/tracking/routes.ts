import { searchCalls } from "@kidsafe/contracts";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import type { TrackingService } from "./service.ts";

const OK = { ok: true as const };

/**
 * POST /api/track-view, /api/track-click, /api/track-recommendation (seed 000 §7). Repeats and forgeries
 * get the same quiet `{ok: true}` as a counted event: the client reads nothing, and a forger learns nothing.
 */
export function trackingRoutes(app: Api, tracking: TrackingService): void {
  app.route({
    ...routeOf(searchCalls.trackView),
    preHandler: requireStudent,
    handler: async (request) => {
      await tracking.view(currentStudent(request).id, request.body);
      return OK;
    },
  });

  app.route({
    ...routeOf(searchCalls.trackClick),
    preHandler: requireStudent,
    handler: async (request) => {
      await tracking.click(currentStudent(request).id, request.body);
      return OK;
    },
  });

  app.route({
    ...routeOf(searchCalls.trackRecommendation),
    preHandler: requireStudent,
    handler: async (request) => {
      await tracking.recommendation(currentStudent(request).id, request.body);
      return OK;
    },
  });
}
