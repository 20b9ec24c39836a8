import { isApiError } from "@kidsafe/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminApi, queryKeys } from "../../lib/api.ts";
import { ROUTES } from "../../lib/constants.ts";

/** The signed-in operator: undefined while asking, null when signed out (401/403). */
export function useOperator() {
  const query = useQuery({
    queryKey: queryKeys.me,
    queryFn: async () => {
      try {
        return await adminApi.me();
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
    // Each page that needs an operator asks afresh: an idle session ends on the server.
    staleTime: 0,
  });
  return { operator: query.data, isLoading: query.isLoading, error: query.error };
}

export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => adminApi.signOut(),
    onSettled: () => {
      client.clear();
      void navigate(ROUTES.signIn, { replace: true });
    },
  });
}
