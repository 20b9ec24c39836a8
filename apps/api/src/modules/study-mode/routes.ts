import { studyModeCalls } from "@kidsafe/contracts";
import type { ApiPlugin } from "../../context.ts";
import { currentStudent, studentRoutes } from "../../http/access.ts";
import { serveCalls } from "../../http/route.ts";
import type { StudyModeService } from "./service.ts";

export function studyModeRoutes(studyMode: StudyModeService): ApiPlugin {
  return studentRoutes((app) =>
    serveCalls(app, studyModeCalls, {
      getStudyMode: (request) => studyMode.state(currentStudent(request).id),
      getStudyModeExitHistory: (request) => studyMode.exitHistory(currentStudent(request).id),
      toggleStudyMode: (request) => studyMode.toggle(currentStudent(request).id, request.body),
      toggleStudyModeBeep: (request) => studyMode.toggleBeep(currentStudent(request).id, request.body.enabled),
      logStudyModeExit: (request) => studyMode.logExit(currentStudent(request).id),
    }),
  );
}
