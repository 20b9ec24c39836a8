import { ChildId } from "@kidsafe/contracts";
import type { FastifyRequest } from "fastify";
import type { Api } from "../../http/route.ts";
import { currentParent } from "../../http/access.ts";

/** Before the body is checked: a stranger learns nothing from a 400. */
export function refuseUnlinkedChildFirst(scope: Api, requireLinked: (parentId: number, childId: number) => Promise<void>): void {
  scope.addHook("preValidation", async (request: FastifyRequest) => {
    const params = ChildId.safeParse(request.params);
    if (params.success) await requireLinked(currentParent(request).parentId, params.data.childId);
  });
}
