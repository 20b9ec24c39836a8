import { FAMILY_TEXTS } from "@kidsafe/contracts";
import { Button, Switch } from "@kidsafe/ui";
import { useId, useState } from "react";
import { useParentPasswordIsRemote } from "../family/use-parent-password-is-remote.ts";
import { ExitHistoryDialog } from "../study-mode/exit-history-dialog.tsx";
import { ParentPasswordDialog } from "../study-mode/parent-password-dialog.tsx";
import { STUDY_MODE_COPY } from "../study-mode/study-mode-copy.ts";
import { useStudyMode } from "../study-mode/use-study-mode.ts";
import { useStudyModeToggle } from "../study-mode/use-study-mode-toggle.ts";
import { useParentalLimits } from "./parental/use-parental-limits.ts";
import { SETTINGS_COPY } from "./settings-copy.ts";
import { SettingRow } from "./setting-row.tsx";

/**
 * The Study Mode switch: flipping it asks for the parent password; 'View History' (shown on
 * hover, always on touch screens) opens the exit history.
 */
export function StudyModeSetting() {
  const switchId = useId();
  const studyMode = useStudyMode();
  const toggle = useStudyModeToggle();
  const parental = useParentalLimits();
  const [dialog, setDialog] = useState<"enable" | "disable" | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);

  const enabling = dialog === "enable";
  const firstTime = parental.data?.parentPasswordSet === false;
  // A linked child's parent password is chosen by the parent, from the parent area.
  const remotePassword = useParentPasswordIsRemote(parental.data?.parentPasswordSet);
  const description = enabling
    ? firstTime
      ? STUDY_MODE_COPY.firstTimeDescription
      : STUDY_MODE_COPY.enableDescription
    : STUDY_MODE_COPY.disableDescription;

  async function submit(password: string): Promise<boolean> {
    const result = enabling ? await toggle.enable(password) : await toggle.disable(password);
    if (result === "done") void parental.refetch();
    return result === "done";
  }

  return (
    <SettingRow
      label={SETTINGS_COPY.studyMode}
      controlId={switchId}
      className="settings-row--study"
      hint={remotePassword && !studyMode.enabled ? FAMILY_TEXTS.parentPasswordRemote : undefined}
    >
      <Button type="button" size="sm" variant="ghost" className="settings-history-button" onClick={() => setHistoryOpen(true)}>
        {SETTINGS_COPY.viewHistory}
      </Button>
      <Switch
        id={switchId}
        checked={studyMode.enabled}
        disabled={studyMode.isLoading || (remotePassword && !studyMode.enabled)}
        onCheckedChange={(next) => setDialog(next ? "enable" : "disable")}
      />
      <ParentPasswordDialog
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={enabling ? STUDY_MODE_COPY.enableTitle : STUDY_MODE_COPY.disableTitle}
        description={description}
        confirmLabel={enabling ? STUDY_MODE_COPY.confirmEnable : STUDY_MODE_COPY.confirmDisable}
        pending={toggle.pending}
        onSubmit={submit}
        choosingNewParentPassword={enabling && firstTime}
      />
      <ExitHistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} />
    </SettingRow>
  );
}
