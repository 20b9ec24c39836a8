import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import { useEffect, useRef } from "react";
import { isSessionExpired } from "../../lib/polling.ts";
import { useEndSession } from "./use-end-session.ts";

/**
 * A 401 from any of the page's polled reads means the session expired: 'Session Expired' /
 * 'Please login again', then the login page. Several reads failing together still toast and navigate once.
 */
export function useSessionExpiry(errors: readonly unknown[]): void {
  const endSession = useEndSession();
  const ended = useRef(false);
  const expired = errors.some(isSessionExpired);
  useEffect(() => {
    if (!expired || ended.current) return;
    ended.current = true;
    endSession({ title: ADVERTISER_TEXTS.sessionExpiredTitle, description: ADVERTISER_TEXTS.sessionExpiredDescription, variant: "destructive" });
  }, [expired, endSession]);
}
