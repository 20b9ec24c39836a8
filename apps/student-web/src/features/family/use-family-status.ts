import type { FamilyStatus } from "@kidsafe/contracts";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { familyApi } from "../../lib/api/family.ts";
import { FAMILY_STATUS_QUERY_KEY } from "./family-query-keys.ts";

/** The signed-in child's age, consent and linked parents (GET /api/family), read once per visit. */
export const familyStatusQuery = queryOptions({
  queryKey: FAMILY_STATUS_QUERY_KEY,
  queryFn: ({ signal }) => familyApi.status(signal),
  // A failed read stays failed for this visit: every screen that asks again would otherwise read it again, and
  // the guard's spinner would unmount and remount them in a loop.
  retryOnMount: false,
});

export function useFamilyStatus(enabled = true) {
  return useQuery({ ...familyStatusQuery, enabled });
}

/**
 * Whether chat, search, voice and photos are open. Until the status is known, or when it could not be read, they
 * stay open here: the server refuses every collecting call of a child who is not heard, and that 403 closes them.
 */
export function useHeard(): boolean {
  const status = useFamilyStatus();
  return status.data?.heard ?? true;
}

export function useSetFamilyStatus() {
  const queryClient = useQueryClient();
  return useCallback((status: FamilyStatus) => queryClient.setQueryData(FAMILY_STATUS_QUERY_KEY, status), [queryClient]);
}
