import { familyCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { FamilyService } from "./service.ts";

export function familyRoutes(family: FamilyService): ApiPlugin {
  return studentRoutes((app) => {
    app.route({
      ...routeOf(familyCalls.getFamilyStatus),
      handler: (request) => family.status(currentStudent(request).id),
    });

    app.route({
      ...routeOf(familyCalls.setBirthYear),
      handler: (request) => family.setBirthYear(currentStudent(request).id, request.body.birthYear),
    });

    app.route({
      ...routeOf(familyCalls.createLinkCode),
      handler: (request) => family.createLinkCode(currentStudent(request).id),
    });
  });
}
