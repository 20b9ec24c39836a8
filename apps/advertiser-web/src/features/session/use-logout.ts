import { toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { advertiserApi } from "../../lib/api.ts";
import { errorText } from "../../lib/error-text.ts";
import { isSessionExpired } from "../../lib/polling.ts";
import { SESSION_COPY } from "./session-copy.ts";
import { useEndSession } from "./use-end-session.ts";

/**
 * Logout returns to /advertiser-login and clears the stored auth. A session that already ended (401)
 * still signs out here; any other failure keeps the advertiser signed in and says so, as the student app does.
 */
export function useLogout() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: advertiserApi.logout,
    onSuccess: () => endSession(),
    onError: (error) => {
      if (isSessionExpired(error)) {
        endSession();
        return;
      }
      toast({ title: SESSION_COPY.logoutFailedTitle, description: errorText(error, error.message), variant: "destructive" });
    },
  });
}
