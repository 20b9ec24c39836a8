import type { ChildSummary, ParentProfile } from "@kidsafe/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { fallbackOnStatus } from "../../lib/fallback-on-status.ts";
import { PARENT_CHILDREN_QUERY_KEY, PARENT_ME_QUERY_KEY } from "./parent-query-keys.ts";

/** The signed-in parent (null: nobody), read once per visit. */
export function useParent() {
  return useQuery({ queryKey: PARENT_ME_QUERY_KEY, queryFn: ({ signal }) => fallbackOnStatus(parentApi.me(signal), 401, null) });
}

export function useSetParent() {
  const queryClient = useQueryClient();
  return useCallback(
    (parent: ParentProfile | null) => {
      // Another parent's children must not show for a moment after a switch of account.
      queryClient.removeQueries({ queryKey: PARENT_CHILDREN_QUERY_KEY });
      queryClient.setQueryData(PARENT_ME_QUERY_KEY, parent);
    },
    [queryClient],
  );
}

export function useParentChildren() {
  return useQuery({ queryKey: PARENT_CHILDREN_QUERY_KEY, queryFn: async ({ signal }) => (await parentApi.children(signal)).children });
}

/** Puts a child's new summary (after linking, consent, limits...) in the list, or takes a deleted child out. */
export function useUpdateChild() {
  const queryClient = useQueryClient();
  return useCallback(
    (child: ChildSummary | { removedId: number }) =>
      queryClient.setQueryData<ChildSummary[]>(PARENT_CHILDREN_QUERY_KEY, (children) => {
        // Not read yet (back from the card check): the dashboard reads the whole list when it shows.
        if (children === undefined) return undefined;
        if ("removedId" in child) return children.filter((candidate) => candidate.id !== child.removedId);
        return children.some((candidate) => candidate.id === child.id)
          ? children.map((candidate) => (candidate.id === child.id ? child : candidate))
          : [...children, child];
      }),
    [queryClient],
  );
}
