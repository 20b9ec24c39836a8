import { studyModeCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { routeOf } from "../../http/route.ts";
import type { StudyModeService } from "./service.ts";

export function studyModeRoutes(studyMode: StudyModeService): ApiPlugin {
  return studentRoutes((app) => {
    app.route({
      ...routeOf(studyModeCalls.getStudyMode),
      handler: (request) => studyMode.state(currentStudent(request).id),
    });

    app.route({
      ...routeOf(studyModeCalls.getStudyModeExitHistory),
      handler: (request) => studyMode.exitHistory(currentStudent(request).id),
    });

    app.route({
      ...routeOf(studyModeCalls.toggleStudyMode),
      handler: (request) => studyMode.toggle(currentStudent(request).id, request.body),
    });

    app.route({
      ...routeOf(studyModeCalls.toggleStudyModeBeep),
      handler: (request) => studyMode.toggleBeep(currentStudent(request).id, request.body.enabled),
    });

    app.route({
      ...routeOf(studyModeCalls.logStudyModeExit),
      handler: (request) => studyMode.logExit(currentStudent(request).id),
    });
  });
}
