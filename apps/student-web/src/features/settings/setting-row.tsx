import { classNames, Label, SelectOptions } from "@kidsafe/ui";
import { useId } from "react";
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

/** A setting picked from a list: its row, with a select the row's label names. */
export function SelectSetting<Value extends string>(props: {
  label: string;
  hint?: string | undefined;
  disabled?: boolean;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const { label, hint, disabled, value, options, onChange } = props;
  const id = useId();
  return (
    <SettingRow label={label} controlId={id} hint={hint}>
      <select
        id={id}
        className="ks-input settings-select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        <SelectOptions options={options} />
      </select>
    </SettingRow>
  );
}
