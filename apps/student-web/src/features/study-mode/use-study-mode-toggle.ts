import { GENERAL_TEXTS, STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useCallback, useState } from "react";
import { studyModeApi } from "../../lib/api/study-mode.ts";
import { enterFullscreen, isFullscreen, leaveFullscreen } from "./fullscreen.ts";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";
import { useSetStudyModeState } from "./use-study-mode.ts";

export type ToggleResult = "done" | "failed";

function errorToast(error: unknown) {
  const description = error instanceof Error && error.message !== "" ? error.message : STUDY_MODE_TEXTS.toggleFailed;
  toast({ title: GENERAL_TEXTS.errorTitle, description, variant: "destructive" });
}

/**
 * Turning study mode on needs the parent password and fullscreen. Fullscreen is asked for
 * first, inside the click that confirmed the password (browsers allow it only during a gesture); a refusal
 * stops there. If the server refuses, fullscreen is left again; if fullscreen was left while the server
 * answered, study mode is switched back off. Turning off needs the password and then leaves fullscreen.
 */
export function useStudyModeToggle() {
  const setState = useSetStudyModeState();
  const [pending, setPending] = useState(false);

  const enable = useCallback(
    async (password: string): Promise<ToggleResult> => {
      // No await before this line: the request must run in the click's user activation.
      const fullscreen = enterFullscreen();
      setPending(true);
      try {
        if (!(await fullscreen)) {
          toast({ title: STUDY_MODE_COPY.fullscreenRequiredTitle, description: STUDY_MODE_TEXTS.fullscreenRequired, variant: "destructive" });
          return "failed";
        }
        let state;
        try {
          state = await studyModeApi.toggle({ enabled: true, password });
        } catch (error) {
          errorToast(error);
          await leaveFullscreen();
          return "failed";
        }
        if (!isFullscreen()) {
          // Left fullscreen during the confirmation: not enabled.
          setState(await studyModeApi.toggle({ enabled: false, password }).catch(() => state));
          toast({ title: STUDY_MODE_COPY.fullscreenRequiredTitle, description: STUDY_MODE_TEXTS.fullscreenRequired, variant: "destructive" });
          return "failed";
        }
        setState(state);
        toast({ title: STUDY_MODE_COPY.enabledTitle, description: STUDY_MODE_COPY.enabledDescription });
        return "done";
      } finally {
        setPending(false);
      }
    },
    [setState],
  );

  const disable = useCallback(
    async (password: string): Promise<ToggleResult> => {
      setPending(true);
      try {
        const state = await studyModeApi.toggle({ enabled: false, password });
        // The cache says "off" before fullscreen is left, so the guard does not log this as an exit.
        setState(state);
        await leaveFullscreen();
        toast({ title: STUDY_MODE_COPY.disabledTitle });
        return "done";
      } catch (error) {
        errorToast(error);
        return "failed";
      } finally {
        setPending(false);
      }
    },
    [setState],
  );

  return { enable, disable, pending };
}
