import { previewCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { PreviewService } from "./service.ts";

/** GET /api/preview?url= (seed 000 §7, seed 001 §7): signed-in students only, rate-limited per student and per IP. */
export function previewRoutes(preview: PreviewService): ApiPlugin {
  return studentRoutes((app) => {
    app.route({
      ...routeOf(previewCalls.getPreview),
      handler: (request) => preview.preview(request.query.url, { student: currentStudent(request).id, ip: request.ip }),
    });
  });
}
