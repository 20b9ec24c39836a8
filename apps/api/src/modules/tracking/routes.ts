import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { collectingStudentRoutes, currentStudent } from "../../http/access.ts";
import type { HeardCheck } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { TrackingService } from "./service.ts";

const OK = { ok: true as const };

/** Repeats and forgeries get the same quiet `{ok: true}` as a counted event, so a forger learns nothing. */
export function trackingRoutes(tracking: TrackingService, gate: HeardCheck): ApiPlugin {
  return collectingStudentRoutes(gate, (app) => {
    app.route({
      ...routeOf(searchCalls.trackView),
      handler: async (request) => {
        await tracking.view(currentStudent(request).id, request.body);
        return OK;
      },
    });

    app.route({
      ...routeOf(searchCalls.trackClick),
      handler: async (request) => {
        await tracking.click(currentStudent(request).id, request.body);
        return OK;
      },
    });

    app.route({
      ...routeOf(searchCalls.trackRecommendation),
      handler: async (request) => {
        await tracking.recommendation(currentStudent(request).id, request.body);
        return OK;
      },
    });
  });
}
