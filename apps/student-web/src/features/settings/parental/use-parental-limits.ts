import { parentalLimitsCalls } from "@kidsafe/contracts";
import type { ParentalLimitsState } from "@kidsafe/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { parentalLimitsApi } from "../../../lib/api/parental-limits.ts";
import { useCurrentUser } from "../../auth/use-auth.ts";

const PARENTAL_LIMITS_QUERY_KEY = [parentalLimitsCalls.getParentalLimits.method, parentalLimitsCalls.getParentalLimits.path] as const;

/** The limits and today's use, read when something shows them (the settings panel). */
export function useParentalLimits(enabled = true) {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...PARENTAL_LIMITS_QUERY_KEY, user?.id],
    queryFn: ({ signal }) => parentalLimitsApi.get(signal),
    enabled: enabled && user !== null,
    // Today's use grows while the app is open: read afresh whenever the panel shows it.
    staleTime: 0,
  });
}

/** Stores a state the server answered (each write answers the new one). */
export function useSetParentalLimitsState(): (state: ParentalLimitsState) => void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useCallback(
    (state: ParentalLimitsState) => queryClient.setQueryData([...PARENTAL_LIMITS_QUERY_KEY, userId], state),
    [queryClient, userId],
  );
}
