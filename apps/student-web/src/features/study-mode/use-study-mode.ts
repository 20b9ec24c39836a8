import { studyModeCalls } from "@kidsafe/contracts";
import type { StudyModeState } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";
import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "../auth/use-auth.ts";

export const STUDY_MODE_QUERY_KEY = [studyModeCalls.getStudyMode.method, studyModeCalls.getStudyMode.path] as const;

const STUDY_MODE_OFF: StudyModeState = { enabled: false, beepEnabled: false };

/**
 * Seed 000 §7: GET /api/study-mode, only while someone is signed in. Until the answer arrives (or when
 * the read fails) the browser shows study mode as off; the server enforces what it locks either way.
 */
export function useStudyMode(): StudyModeState & { isLoading: boolean } {
  const { user } = useCurrentUser();
  const query = useQuery({
    queryKey: [...STUDY_MODE_QUERY_KEY, user?.id],
    queryFn: ({ signal }) => callApi(studyModeCalls.getStudyMode, { signal }),
    enabled: user !== null,
  });
  return { ...(query.data ?? STUDY_MODE_OFF), isLoading: user !== null && query.isPending };
}
