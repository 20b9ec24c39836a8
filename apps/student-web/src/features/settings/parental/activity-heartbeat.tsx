import { ACTIVITY_HEARTBEAT_INTERVAL_MS, CHAT_LOCKED_STATUS } from "@kidsafe/contracts";
import { isApiError } from "@kidsafe/ui";
import { useEffect } from "react";
import { parentalLimitsApi } from "../../../lib/api/parental-limits.ts";
import { useCurrentUser } from "../../auth/use-auth.ts";
import { featureStore } from "./feature-in-front.ts";

/**
 * Tells the server once a minute that the signed-in child has the app open and in view, naming the feature in front
 * (chat, search, games, drawing): the daily limits count those minutes. A page or game that opens reports at once. A
 * hidden tab sends nothing. The server's lock of a feature (its limit used up, quiet hours) is kept for the page that
 * shows it, and dropped once a report goes through again. Mounted once, in app.tsx.
 */
export function ActivityHeartbeat() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const beat = () => {
      if (document.visibilityState !== "visible") return;
      const feature = featureStore.front()?.feature;
      parentalLimitsApi.recordActivity(feature).then(
        () => feature && featureStore.setLock(feature, null),
        (error: unknown) => {
          if (feature && isApiError(error) && error.status === CHAT_LOCKED_STATUS) featureStore.setLock(feature, error.bodyText);
        },
      );
    };
    let reportedOpening = featureStore.front()?.id ?? null;
    const onFrontChange = () => {
      const opening = featureStore.front()?.id ?? null;
      if (opening === null || opening === reportedOpening) return;
      reportedOpening = opening;
      beat();
    };
    beat();
    const timer = setInterval(beat, ACTIVITY_HEARTBEAT_INTERVAL_MS);
    const unsubscribe = featureStore.subscribe(onFrontChange);
    document.addEventListener("visibilitychange", beat);
    return () => {
      clearInterval(timer);
      unsubscribe();
      document.removeEventListener("visibilitychange", beat);
    };
  }, [userId]);

  return null;
}
