import { ACCOUNT_DELETION_LOGOUT_MS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { accountApi } from "../../lib/api/account.ts";
import { ROUTES } from "../../lib/constants.ts";
import { PRIVACY_COPY } from "./privacy-copy.ts";
import { signOutDeletedAccount } from "./sign-out-deleted-account.ts";

/**
 * POST /api/delete-account with the password; on success 'Account Deleted', then after
 * 1.5 s the browser signs out and goes to /. On failure 'Deletion Failed' with the server's message.
 */
export function useDeleteAccount(userId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMutation({
    mutationFn: accountApi.deleteAccount,
    onSuccess: () => {
      toast({ title: PRIVACY_COPY.successTitle, description: PRIVACY_COPY.deletedDescription });
      timer.current = setTimeout(() => {
        signOutDeletedAccount(queryClient, userId);
        void navigate(ROUTES.home, { replace: true });
      }, ACCOUNT_DELETION_LOGOUT_MS);
    },
    onError: (error) => {
      toast({
        title: PRIVACY_COPY.failedTitle,
        description: error.message === "" ? PRIVACY_COPY.failedFallback : error.message,
        variant: "destructive",
      });
    },
  });
}
