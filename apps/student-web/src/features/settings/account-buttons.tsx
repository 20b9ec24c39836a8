import { STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import { Button, toast } from "@kidsafe/ui";
import { useCallback } from "react";
import { useLogout } from "../auth/use-auth.ts";
import { ROUTES } from "../../lib/constants.ts";
import { useConfirmTap } from "../../lib/use-confirm-tap.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { SETTINGS_COPY } from "./settings-copy.ts";

/**
 * Two taps within 3 s lead to the advertisers' login, a page of another app on this origin
 * (so a full page load, not the router). The panel hides it in study mode.
 */
export function DeveloperPortalButton() {
  const openPortal = useCallback(() => window.location.assign(ROUTES.advertiserLogin), []);
  const { armed, tap } = useConfirmTap(openPortal);
  return (
    <Button type="button" variant={armed ? "primary" : "secondary"} fullWidth onClick={tap} aria-live="polite">
      {armed ? SETTINGS_COPY.developerPortalConfirm : SETTINGS_COPY.developerPortal}
    </Button>
  );
}

/** Log Out takes two taps and is refused in study mode ('Logout Locked'). */
export function SettingsLogoutButton() {
  const studyMode = useStudyMode();
  const logout = useLogout();
  const { armed, tap } = useConfirmTap(() => logout.mutate());

  function onClick() {
    if (studyMode.enabled) {
      toast({ title: STUDY_MODE_TEXTS.logoutLockedTitle, description: STUDY_MODE_TEXTS.logoutLockedDescription, variant: "destructive" });
      return;
    }
    tap();
  }

  return (
    <Button
      type="button"
      variant={armed ? "destructive" : "secondary"}
      fullWidth
      loading={logout.isPending}
      onClick={onClick}
      aria-live="polite"
    >
      {armed ? SETTINGS_COPY.logOutConfirm : SETTINGS_COPY.logOut}
    </Button>
  );
}
