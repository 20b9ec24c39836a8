import { searchCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { SearchService } from "./service.ts";

/** POST /api/search-websites (seed 000 §7): signed-in students only. */
export function searchRoutes(search: SearchService): ApiPlugin {
  return studentRoutes((app) => {
    app.route({
      ...routeOf(searchCalls.searchWebsites),
      handler: (request) => search.search(currentStudent(request), request.body, { locale: request.headers["accept-language"] }),
    });
  });
}
