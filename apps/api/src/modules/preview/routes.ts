import { previewCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentCaller, studentOrOperatorRoutes } from "../../http/access.ts";
import type { HeardCheck, OperatorSessions } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { PreviewService } from "./service.ts";

/** One fetcher and the same rate limits for students and operators. */
export function previewRoutes(preview: PreviewService, operatorSessions: OperatorSessions, gate: HeardCheck): ApiPlugin {
  return studentOrOperatorRoutes(operatorSessions, gate, (app) =>
    serveCalls(app, previewCalls, {
      getPreview: (request) => {
        const caller = currentCaller(request);
        return preview.preview(
          request.query.url,
          caller.kind === "student"
            ? { caller: String(caller.id), student: caller.id, ip: request.ip }
            : { caller: `operator:${caller.id}`, ip: request.ip },
        );
      },
    }),
  );
}
