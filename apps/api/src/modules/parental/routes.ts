import { parentalLimitsCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { ParentalLimitsService } from "./service.ts";

export function parentalLimitsRoutes(limits: ParentalLimitsService): ApiPlugin {
  return studentRoutes((app) => {
    app.route({
      ...routeOf(parentalLimitsCalls.getParentalLimits),
      handler: (request) => limits.currentState(currentStudent(request).id),
    });

    app.route({
      ...routeOf(parentalLimitsCalls.setParentalLimits),
      handler: (request) => limits.setLimits(currentStudent(request).id, request.body),
    });

    app.route({
      ...routeOf(parentalLimitsCalls.unlockToday),
      handler: (request) => limits.unlockToday(currentStudent(request).id, request.body.password),
    });

    app.route({
      ...routeOf(parentalLimitsCalls.requestParentPasswordReset),
      handler: (request) => limits.requestPasswordReset(currentStudent(request).id, request.body.accountPassword),
    });

    app.route({
      ...routeOf(parentalLimitsCalls.cancelParentPasswordReset),
      handler: (request) => limits.cancelPasswordReset(currentStudent(request).id, request.body.password),
    });

    app.route({
      ...routeOf(parentalLimitsCalls.recordActivity),
      handler: (request) => limits.recordActivity(currentStudent(request).id, request.body?.feature ?? null),
    });
  });
}
