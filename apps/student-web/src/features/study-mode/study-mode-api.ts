import { studyModeCalls } from "@kidsafe/contracts";
import type { StudyModeExitHistory, StudyModeState, StudyModeToggleRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** The study-mode writes and the history read. */
export const studyModeApi = {
  toggle: (body: StudyModeToggleRequest): Promise<StudyModeState> => callApi(studyModeCalls.toggleStudyMode, { body }),
  toggleBeep: (enabled: boolean): Promise<StudyModeState> => callApi(studyModeCalls.toggleStudyModeBeep, { body: { enabled } }),
  logExit: () => callApi(studyModeCalls.logStudyModeExit),
  exitHistory: (signal?: AbortSignal): Promise<StudyModeExitHistory> =>
    callApi(studyModeCalls.getStudyModeExitHistory, signal ? { signal } : {}),
};
