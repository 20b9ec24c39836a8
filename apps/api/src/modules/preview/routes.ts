import { previewCalls } from "@kidsafe/contracts";
import { tooManyRequests } from "@kidsafe/server-kit";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import { PREVIEW_RATE_LIMIT_MESSAGE } from "./rate-limits.ts";
import type { PreviewRateLimiters } from "./rate-limits.ts";
import type { PreviewService } from "./preview-service.ts";

/** GET /api/preview?url= (seed 000 §7, seed 001 §7): signed-in students only, rate-limited per student and per IP. */
export function previewRoutes(app: Api, service: PreviewService, limits: PreviewRateLimiters): void {
  app.route({
    ...routeOf(previewCalls.getPreview),
    preHandler: requireStudent,
    handler: async (request) => {
      const student = currentStudent(request);
      const [perStudent, perIp] = await Promise.all([limits.perStudent.hit(String(student.id)), limits.perIp.hit(request.ip)]);
      const blocked = [perStudent, perIp].find((state) => !state.allowed);
      if (blocked) throw tooManyRequests(PREVIEW_RATE_LIMIT_MESSAGE, blocked.retryAfterMs);
      return service.preview(request.query.url);
    },
  });
}
