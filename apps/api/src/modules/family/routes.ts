import { familyCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { FamilyService } from "./service.ts";

export function familyRoutes(family: FamilyService): ApiPlugin {
  return studentRoutes((app) =>
    serveCalls(app, familyCalls, {
      getFamilyStatus: (request) => family.status(currentStudent(request).id),
      setBirthYear: (request) => family.setBirthYear(currentStudent(request).id, request.body.birthYear),
      createLinkCode: (request) => family.createLinkCode(currentStudent(request).id),
    }),
  );
}
