import { ACTIVITY_HEARTBEAT_INTERVAL_MS } from "@kidsafe/contracts";
import { useEffect } from "react";
import { useCurrentUser } from "../../auth/use-auth.ts";
import { parentalLimitsApi } from "./parental-limits-api.ts";

/**
 * Tells the server once a minute that the signed-in child has the app open and in view: the daily time
 * limit counts those minutes (with the minutes in which a message is sent). A hidden tab sends nothing.
 * Mounted once, in app.tsx.
 */
export function ActivityHeartbeat() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const beat = () => {
      if (document.visibilityState === "visible") parentalLimitsApi.recordActivity().catch(() => undefined);
    };
    beat();
    const timer = setInterval(beat, ACTIVITY_HEARTBEAT_INTERVAL_MS);
    document.addEventListener("visibilitychange", beat);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", beat);
    };
  }, [userId]);

  return null;
}
