import { ChildId, familyCalls } from "@kidsafe/contracts";
import type { FastifyRequest } from "fastify";
import type { ApiPlugin } from "../../context.ts";
import { currentParent, parentRoutes } from "../../http/access.ts";
import type { ParentIdentity, ParentSessions } from "../../http/access.ts";
import { okOnceDone, serveCalls } from "../../http/route.ts";
import type { ChildDataService } from "./service.ts";

export function childDataRoutes(
  service: ChildDataService,
  parents: { sessions: ParentSessions; isCurrent: (identity: ParentIdentity) => Promise<boolean> },
): ApiPlugin {
  return parentRoutes(parents.sessions, parents.isCurrent, (app) => {
    // Refused before the body is checked: a stranger learns nothing from a 400.
    app.addHook("preValidation", async (request: FastifyRequest) => {
      const params = ChildId.safeParse(request.params);
      if (params.success) await service.refuseUnlinked(currentParent(request).parentId, params.data.childId);
    });

    serveCalls(app, familyCalls, {
      parentChildConversations: (request) => service.conversations(currentParent(request).parentId, request.params.childId),
      parentExportChild: async (request, reply) => {
        const { fileName, zip } = await service.export(currentParent(request).parentId, request.params.childId);
        return reply
          .type("application/zip")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "no-store")
          .send(zip);
      },
      parentDeleteChild: (request) =>
        okOnceDone(service.deleteChild(currentParent(request).parentId, request.params.childId, request.body.password)),
    });
  });
}
