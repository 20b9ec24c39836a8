import { STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import { Switch, toast } from "@kidsafe/ui";
import { useId, useState } from "react";
import { studyModeApi } from "../../lib/api/study-mode.ts";
import { useSetStudyModeState, useStudyMode } from "../study-mode/use-study-mode.ts";
import { SETTINGS_COPY } from "./settings-copy.ts";
import { SettingRow } from "./setting-row.tsx";

/**
 * The Fullscreen Exit Alert switch (the beep when study mode's fullscreen is left). Study mode locks it:
 * a tap then only says 'Locked' (the server refuses the change too).
 */
export function FullscreenAlertSetting() {
  const switchId = useId();
  const studyMode = useStudyMode();
  const setState = useSetStudyModeState();
  const [pending, setPending] = useState(false);

  async function change(enabled: boolean) {
    if (studyMode.enabled) {
      toast({ title: STUDY_MODE_TEXTS.lockedTitle, description: STUDY_MODE_TEXTS.lockedDescription, variant: "destructive" });
      return;
    }
    setPending(true);
    try {
      setState(await studyModeApi.toggleBeep(enabled));
    } catch {
      toast({ title: STUDY_MODE_TEXTS.beepToggleFailed, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return (
    <SettingRow label={SETTINGS_COPY.fullscreenExitAlert} controlId={switchId} hint={studyMode.enabled ? SETTINGS_COPY.lockedHint : undefined}>
      <Switch
        id={switchId}
        checked={studyMode.beepEnabled}
        disabled={pending || studyMode.isLoading}
        aria-disabled={studyMode.enabled || undefined}
        onCheckedChange={(next) => void change(next)}
      />
    </SettingRow>
  );
}
