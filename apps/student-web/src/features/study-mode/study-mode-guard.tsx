import { FULLSCREEN_CHECK_DELAY_MS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { useCurrentUser } from "../auth/use-auth.ts";
import { playBeep } from "./beep.ts";
import { enterFullscreen, isFullscreen } from "./fullscreen.ts";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";
import { studyModeApi } from "./study-mode-api.ts";
import { useSetStudyModeState, useStudyMode } from "./use-study-mode.ts";

/**
 * Seed 000 §4, what study mode does while the app is open (mounted once, in app.tsx):
 * - when the main screen (/ or /chat) loads with study mode on, fullscreen is checked after 50 ms; without
 *   it study mode is switched off automatically (the server allows that one password-less switch-off and
 *   logs it). Other pages keep study mode on, so what it locks stays locked there;
 * - leaving fullscreen while study mode is on logs the exit, beeps when the alert is on, shows a toast,
 *   and the next click anywhere asks for fullscreen again.
 */
export function StudyModeGuard() {
  const { user } = useCurrentUser();
  const studyMode = useStudyMode();
  const setState = useSetStudyModeState();
  const latest = useRef({ studyMode, setState });
  latest.current = { studyMode, setState };
  const checkedAtLoadFor = useRef<number | null>(null);

  const userId = user?.id ?? null;
  const { pathname } = useLocation();
  const onMainScreen = pathname === ROUTES.home || pathname === ROUTES.chat;
  useEffect(() => {
    if (!onMainScreen || userId === null || studyMode.isLoading || checkedAtLoadFor.current === userId) return;
    const timer = setTimeout(() => {
      checkedAtLoadFor.current = userId;
      if (!latest.current.studyMode.enabled || isFullscreen()) return;
      studyModeApi.toggle({ enabled: false }).then(
        (state) => {
          latest.current.setState(state);
          toast({ title: STUDY_MODE_COPY.autoSwitchedOffTitle, description: STUDY_MODE_COPY.autoSwitchedOffDescription });
        },
        () => undefined, // Stays on; the next load tries again.
      );
    }, FULLSCREEN_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onMainScreen, userId, studyMode.isLoading]);

  useEffect(() => {
    function reenterOnNextClick() {
      document.addEventListener(
        "click",
        () => {
          if (latest.current.studyMode.enabled && !isFullscreen()) void enterFullscreen();
        },
        { once: true, capture: true },
      );
    }

    function onFullscreenChange() {
      const { enabled, beepEnabled } = latest.current.studyMode;
      if (isFullscreen() || !enabled) return;
      studyModeApi.logExit().catch(() => undefined); // The child still sees the toast; the server may be down.
      if (beepEnabled) playBeep();
      toast({ title: STUDY_MODE_COPY.fullscreenExitedTitle, description: STUDY_MODE_COPY.fullscreenExitedDescription });
      reenterOnNextClick();
    }

    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => document.removeEventListener("fullscreenchange", onFullscreenChange);
  }, []);

  return null;
}
