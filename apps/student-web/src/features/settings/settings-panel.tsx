// PLACEHOLDER until the settings issue lands: the chat shell's settings button opens this panel.
export interface SettingsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SettingsPanel({ open, onOpenChange }: SettingsPanelProps) {
  if (!open) return null;
  return (
    <button type="button" onClick={() => onOpenChange(false)}>
      Close
    </button>
  );
}
