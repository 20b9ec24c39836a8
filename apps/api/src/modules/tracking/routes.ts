import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { collectingStudentRoutes, currentStudent } from "../../http/access.ts";
import type { HeardCheck } from "../../http/access.ts";
import { okOnceDone, serveCalls } from "../../http/route.ts";
import type { TrackingService } from "./service.ts";

/** Repeats and forgeries get the same quiet `{ok: true}` as a counted event, so a forger learns nothing. */
export function trackingRoutes(tracking: TrackingService, gate: HeardCheck): ApiPlugin {
  return collectingStudentRoutes(gate, (app) =>
    serveCalls(app, searchCalls, {
      trackView: (request) => okOnceDone(tracking.view(currentStudent(request).id, request.body)),
      trackClick: (request) => okOnceDone(tracking.click(currentStudent(request).id, request.body)),
      trackRecommendation: (request) => okOnceDone(tracking.recommendation(currentStudent(request).id, request.body)),
    }),
  );
}
