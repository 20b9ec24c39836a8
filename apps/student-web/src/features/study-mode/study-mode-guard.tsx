import { FULLSCREEN_CHECK_DELAY_MS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { studyModeApi } from "../../lib/api/study-mode.ts";
import { ROUTES } from "../../lib/constants.ts";
import { useCurrentUser } from "../auth/use-auth.ts";
import { playBeep } from "./beep.ts";
import { enterFullscreen, isFullscreen } from "./fullscreen.ts";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";
import { StudyModeLockScreen } from "./study-mode-lock-screen.tsx";
import "./study-mode.css";
import { useStudyMode } from "./use-study-mode.ts";

/**
 * What study mode does while the app is open (mounted once, in app.tsx), with the parent's say kept
 * on the server (docs/decisions.md):
 * - when the main screen (/ or /chat) loads with study mode on, fullscreen is checked after 50 ms; without it
 *   the exit is logged and the lock screen covers the app (the seed's password-less switch-off is refused by
 *   the server, so a reload no longer ends study mode);
 * - leaving fullscreen while study mode is on logs the exit, beeps when the alert is on, shows a toast and the
 *   lock screen; the next click anywhere outside its password form asks for fullscreen again.
 */
export function StudyModeGuard() {
  const { user } = useCurrentUser();
  const studyMode = useStudyMode();
  const latest = useRef(studyMode);
  latest.current = studyMode;
  const checkedAtLoadFor = useRef<number | null>(null);
  const [locked, setLocked] = useState(false);

  const userId = user?.id ?? null;
  const { pathname } = useLocation();
  const onMainScreen = pathname === ROUTES.home || pathname === ROUTES.chat;
  useEffect(() => {
    if (!onMainScreen || userId === null || studyMode.isLoading || checkedAtLoadFor.current === userId) return;
    const timer = setTimeout(() => {
      checkedAtLoadFor.current = userId;
      if (!latest.current.enabled || isFullscreen()) return;
      studyModeApi.logExit().catch(() => undefined); // The lock holds either way; the server may be down.
      setLocked(true);
    }, FULLSCREEN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onMainScreen, userId, studyMode.isLoading]);

  useEffect(() => {
    function reenterOnNextClick() {
      function onClick(event: MouseEvent) {
        // Typing the parent password into the lock screen is not a request for fullscreen.
        if (event.target instanceof Element && event.target.closest(".study-mode-lock__form")) return;
        document.removeEventListener("click", onClick, true);
        if (latest.current.enabled && !isFullscreen()) void enterFullscreen();
      }
      document.addEventListener("click", onClick, true);
    }

    function onFullscreenChange() {
      if (isFullscreen()) {
        setLocked(false);
        return;
      }
      const { enabled, beepEnabled } = latest.current;
      if (!enabled) return;
      studyModeApi.logExit().catch(() => undefined); // The child still sees the toast; the server may be down.
      if (beepEnabled) playBeep();
      toast({ title: STUDY_MODE_COPY.fullscreenExitedTitle, description: STUDY_MODE_COPY.fullscreenExitedDescription });
      setLocked(true);
      reenterOnNextClick();
    }

    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => document.removeEventListener("fullscreenchange", onFullscreenChange);
  }, []);

  if (!locked || !studyMode.enabled) return null;
  return <StudyModeLockScreen onUnlocked={() => setLocked(false)} />;
}
