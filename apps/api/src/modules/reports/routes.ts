import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { ReportsService } from "./service.ts";

export function reportsRoutes(reports: ReportsService): ApiPlugin {
  return studentRoutes((app) =>
    serveCalls(app, searchCalls, {
      reportApp: (request) => reports.submit(currentStudent(request).id, request.body),
    }),
  );
}
