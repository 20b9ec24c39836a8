import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { isApiError, toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { advertiserApi } from "../../lib/api.ts";
import { errorText } from "../../lib/error-text.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { advertiserAuthStorage } from "../../lib/session-storage.ts";

/**
 * POST /api/advertiser/{id}/authenticate with the company password. A refusal is
 * 'Authentication Failed' with the server's message (else 'Invalid password'); no answer at all is
 * 'Failed to authenticate. Please try again.'. On success the portal shows the dashboard.
 */
export function usePortalAuthenticate(id: number, appName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => advertiserApi.portalAuthenticate(id, password),
    onSuccess: () => {
      advertiserAuthStorage.write({ id, appName });
      queryClient.setQueryData(queryKeys.portalAuth(id), true);
    },
    onError: (error) => {
      const description = isApiError(error) ? errorText(error, ADVERTISER_TEXTS.invalidPassword) : ADVERTISER_TEXTS.portalAuthFailed;
      toast({ title: ADVERTISER_TEXTS.authFailedTitle, description, variant: "destructive" });
    },
  });
}
