import { searchCalls } from "@kidsafe/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import type { SearchService, SearchTiming } from "./search-service.ts";

const timings = new WeakMap<FastifyRequest, SearchTiming>();

/**
 * `Server-Timing: websites;dur=…, ads;dur=…, overview;dur=…, total;dur=…`: where a search's time went (the three
 * run side by side). The benchmark reads it; so can devtools.
 */
function reportTiming(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  const timing = timings.get(request);
  if (timing) {
    const parts = [`websites;dur=${timing.websitesMs.toFixed(2)}`, `ads;dur=${timing.adsMs.toFixed(2)}`, `overview;dur=${timing.overviewMs.toFixed(2)}`];
    void reply.header("server-timing", `${parts.join(", ")}, total;dur=${reply.elapsedTime.toFixed(2)}`);
  }
  done(null, payload);
}

/** POST /api/search-websites (seed 000 §7): signed-in students only. */
export function searchRoutes(app: Api, search: SearchService): void {
  app.route({
    ...routeOf(searchCalls.searchWebsites),
    preHandler: requireStudent,
    onSend: reportTiming,
    handler: (request) => {
      const timing: SearchTiming = { websitesMs: 0, adsMs: 0, overviewMs: 0 };
      timings.set(request, timing);
      return search.search(currentStudent(request), request.body, timing, request.log);
    },
  });
}
