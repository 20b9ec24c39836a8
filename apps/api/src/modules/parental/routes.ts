import { parentalLimitsCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { ParentalLimitsService } from "./service.ts";

export function parentalLimitsRoutes(limits: ParentalLimitsService): ApiPlugin {
  return studentRoutes((app) =>
    serveCalls(app, parentalLimitsCalls, {
      getParentalLimits: (request) => limits.currentState(currentStudent(request).id),
      setParentalLimits: (request) => limits.setLimits(currentStudent(request).id, request.body),
      unlockToday: (request) => limits.unlockToday(currentStudent(request).id, request.body.password),
      requestParentPasswordReset: (request) => limits.requestPasswordReset(currentStudent(request).id, request.body.accountPassword),
      cancelParentPasswordReset: (request) => limits.cancelPasswordReset(currentStudent(request).id, request.body.password),
      recordActivity: (request) => limits.recordActivity(currentStudent(request).id, request.body?.feature ?? null),
    }),
  );
}
