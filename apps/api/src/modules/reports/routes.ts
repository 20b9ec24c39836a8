import { searchCalls } from "@kidsafe/contracts";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import type { ReportsService } from "./service.ts";

/** POST /api/report-app (seed 000 §7): 404 for an app that does not exist, 429 past the per-student limit. */
export function reportsRoutes(app: Api, reports: ReportsService): void {
  app.route({
    ...routeOf(searchCalls.reportApp),
    preHandler: requireStudent,
    handler: (request) => reports.submit(currentStudent(request).id, request.body),
  });
}
