import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ADVERTISER_QUERY_ROOT } from "../../lib/query-keys.ts";

/**
 * Drops every cached read of an earlier session, so the next advertiser on this browser never sees the last one's
 * data. Run by the login page: by then the pages that polled those reads are gone and cannot fetch them again.
 */
export function useForgetCachedSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.removeQueries({ queryKey: ADVERTISER_QUERY_ROOT });
  }, [queryClient]);
}
