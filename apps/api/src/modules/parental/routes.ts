import { parentalLimitsCalls } from "@kidsafe/contracts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { ParentalLimitsService } from "./limits-service.ts";

/** /api/parental-limits*: our own calls for the daily limits (docs/decisions.md). Signed-in students only. */
export function parentalLimitsRoutes(app: Api, limits: ParentalLimitsService): void {
  const signedIn = { preHandler: requireStudent };

  app.route({
    ...routeOf(parentalLimitsCalls.getParentalLimits),
    ...signedIn,
    handler: (request) => limits.currentState(currentStudent(request).id),
  });

  app.route({
    ...routeOf(parentalLimitsCalls.setParentalLimits),
    ...signedIn,
    handler: (request) => limits.setLimits(currentStudent(request).id, request.body),
  });

  app.route({
    ...routeOf(parentalLimitsCalls.unlockToday),
    ...signedIn,
    handler: (request) => limits.unlockToday(currentStudent(request).id, request.body.password),
  });

  app.route({
    ...routeOf(parentalLimitsCalls.recordActivity),
    ...signedIn,
    handler: (request) => limits.recordActivity(currentStudent(request).id),
  });
}
