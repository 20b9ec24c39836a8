import { studyModeCalls } from "@kidsafe/contracts";
import type { Api } from "../../route.ts";
import { routeOf } from "../../route.ts";
import { currentStudent, requireStudent } from "../../plugins/require-student.ts";
import type { StudyModeService } from "./service.ts";

/** GET /api/study-mode, /exit-history; POST /toggle, /beep/toggle, /log-exit (seed 000 §7). */
export function studyModeRoutes(app: Api, studyMode: StudyModeService): void {
  const signedIn = { preHandler: requireStudent };

  app.route({
    ...routeOf(studyModeCalls.getStudyMode),
    ...signedIn,
    handler: (request) => studyMode.state(currentStudent(request).id),
  });

  app.route({
    ...routeOf(studyModeCalls.getStudyModeExitHistory),
    ...signedIn,
    handler: (request) => studyMode.exitHistory(currentStudent(request).id),
  });

  app.route({
    ...routeOf(studyModeCalls.toggleStudyMode),
    ...signedIn,
    handler: (request) => studyMode.toggle(currentStudent(request).id, request.body),
  });

  app.route({
    ...routeOf(studyModeCalls.toggleStudyModeBeep),
    ...signedIn,
    handler: (request) => studyMode.toggleBeep(currentStudent(request).id, request.body.enabled),
  });

  app.route({
    ...routeOf(studyModeCalls.logStudyModeExit),
    ...signedIn,
    handler: (request) => studyMode.logExit(currentStudent(request).id),
  });
}
