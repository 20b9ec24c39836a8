import { studyModeCalls } from "@kidsafe/contracts";
import type { StudyModeToggleRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** Study mode: its state, the writes (each answers the new state) and the exit history. */
export const studyModeApi = {
  state: (signal?: AbortSignal) => callApi(studyModeCalls.getStudyMode, { signal }),
  toggle: (body: StudyModeToggleRequest) => callApi(studyModeCalls.toggleStudyMode, { body }),
  toggleBeep: (enabled: boolean) => callApi(studyModeCalls.toggleStudyModeBeep, { body: { enabled } }),
  logExit: () => callApi(studyModeCalls.logStudyModeExit),
  exitHistory: (signal?: AbortSignal) => callApi(studyModeCalls.getStudyModeExitHistory, { signal }),
};
