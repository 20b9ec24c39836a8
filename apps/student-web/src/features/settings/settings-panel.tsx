import { classNames, Dialog, DialogContent, DialogDescription, DialogTitle } from "@kidsafe/ui";
import { usePreferences } from "../preferences/use-preferences.ts";
import { SETTINGS_COPY } from "./settings-copy.ts";
import { SettingsControls } from "./settings-controls.tsx";

export interface SettingsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The settings panel, opened from the chat screen's bottom bar: a sheet that slides in from the
 * right, or from the bottom in phone mode. A modal dialog underneath (focus trap, Escape, outside click).
 */
export function SettingsPanel({ open, onOpenChange }: SettingsPanelProps) {
  const { phoneMode } = usePreferences();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={classNames("settings-sheet", phoneMode ? "settings-sheet--bottom" : "settings-sheet--right")}
        data-side={phoneMode ? "bottom" : "right"}
      >
        <DialogTitle>{SETTINGS_COPY.title}</DialogTitle>
        <DialogDescription>{SETTINGS_COPY.panelDescription}</DialogDescription>
        <SettingsControls />
      </DialogContent>
    </Dialog>
  );
}

// The chat screen loads the panel on its first opening.
export default SettingsPanel;
