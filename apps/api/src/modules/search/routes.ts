import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { collectingStudentRoutes, currentStudent } from "../../http/access.ts";
import type { HeardCheck } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { SearchService } from "./service.ts";

export function searchRoutes(search: SearchService, gate: HeardCheck): ApiPlugin {
  return collectingStudentRoutes(gate, (app) =>
    serveCalls(app, searchCalls, {
      searchWebsites: (request) => search.search(currentStudent(request), request.body, { locale: request.headers["accept-language"] }),
    }),
  );
}
