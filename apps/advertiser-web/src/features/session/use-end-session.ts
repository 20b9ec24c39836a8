import type { ToastInput } from "@kidsafe/ui";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { advertiserAuthStorage } from "../../lib/session-storage.ts";
import { toastForNextPage } from "../toasts/page-toasts.ts";

/**
 * Leaving the advertiser session (logout, expiry, cancellation) clears the stored auth and returns to
 * /advertiser-login, which drops the cached reads of the session (see useForgetCachedSession). A notice saying why
 * stays on the login page.
 */
export function useEndSession(): (notice?: ToastInput) => void {
  const navigate = useNavigate();
  return useCallback(
    (notice?: ToastInput) => {
      advertiserAuthStorage.clear();
      if (notice !== undefined) toastForNextPage(notice);
      void navigate(ROUTES.login, { replace: true });
    },
    [navigate],
  );
}
