import { useCallback } from "react";
import { useNavigate } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { advertiserAuthStorage } from "../../lib/session-storage.ts";

/**
 * Seed 001 §4: leaving the advertiser session (logout, expiry, cancellation) clears the stored auth and returns to
 * /advertiser-login, which drops the cached reads of the session (see useForgetCachedSession).
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    advertiserAuthStorage.clear();
    void navigate(ROUTES.login, { replace: true });
  }, [navigate]);
}
