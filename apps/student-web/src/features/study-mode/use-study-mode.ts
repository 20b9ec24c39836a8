import { studyModeCalls } from "@kidsafe/contracts";
import type { StudyModeState } from "@kidsafe/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { studyModeApi } from "../../lib/api/study-mode.ts";
import { useCurrentUser } from "../auth/use-auth.ts";

export const STUDY_MODE_QUERY_KEY = [studyModeCalls.getStudyMode.method, studyModeCalls.getStudyMode.path] as const;

const STUDY_MODE_OFF: StudyModeState = { enabled: false, beepEnabled: false };

/**
 * GET /api/study-mode, only while someone is signed in. Until the answer arrives (or when
 * the read fails) the browser shows study mode as off; the server enforces what it locks either way.
 */
export function useStudyMode(): StudyModeState & { isLoading: boolean } {
  const { user } = useCurrentUser();
  const query = useQuery({
    queryKey: [...STUDY_MODE_QUERY_KEY, user?.id],
    queryFn: ({ signal }) => studyModeApi.state(signal),
    enabled: user !== null,
  });
  return { ...(query.data ?? STUDY_MODE_OFF), isLoading: user !== null && query.isPending };
}

/**
 * Puts a study-mode answer of the server (every write answers the new state) into the cache, so each
 * component reading useStudyMode() follows at once without another GET.
 */
export function useSetStudyModeState(): (state: StudyModeState) => void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useCallback((state: StudyModeState) => queryClient.setQueryData([...STUDY_MODE_QUERY_KEY, userId], state), [queryClient, userId]);
}
