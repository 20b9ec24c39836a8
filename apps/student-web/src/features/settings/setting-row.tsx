import { classNames, Label } from "@kidsafe/ui";
import type { ReactNode } from "react";

export interface SettingRowProps {
  label: string;
  /** The id of the control the label names. */
  controlId: string;
  /** A short line under the label (e.g. why the control is locked). */
  hint?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** One line of the settings list: the label on the left, its control on the right. */
export function SettingRow({ label, controlId, hint, className, children }: SettingRowProps) {
  return (
    <div className={classNames("settings-row", className)}>
      <div className="settings-row-text">
        <Label htmlFor={controlId}>{label}</Label>
        {hint !== undefined && <span className="settings-row-hint">{hint}</span>}
      </div>
      <div className="settings-row-control">{children}</div>
    </div>
  );
}
