import type { FamilyStatus } from "@kidsafe/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isConsentNeededError } from "./consent-needed-error.ts";
import { FAMILY_STATUS_QUERY_KEY } from "./family-query-keys.ts";

/**
 * Any call the server refused with 'a parent needs to say yes' (consent withdrawn while the page was open, say)
 * closes chat, search, voice and photos at once, and the status is read again.
 */
export function ConsentWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    function closeIfConsentNeeded(error: unknown) {
      if (!isConsentNeededError(error)) return;
      queryClient.setQueryData<FamilyStatus>(FAMILY_STATUS_QUERY_KEY, (status) => status && { ...status, heard: false });
      void queryClient.invalidateQueries({ queryKey: FAMILY_STATUS_QUERY_KEY });
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") closeIfConsentNeeded(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") closeIfConsentNeeded(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return null;
}
