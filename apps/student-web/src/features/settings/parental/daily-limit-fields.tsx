import { PARENTAL_TEXTS } from "@kidsafe/contracts";
import { TextField } from "@kidsafe/ui";
import type { DailyLimitErrors, DailyLimitInputs } from "./limit-input.ts";

const FIELDS = [
  { key: "messages", name: "daily-message-limit", label: PARENTAL_TEXTS.dailyMessageLimit },
  { key: "minutes", name: "daily-time-limit", label: PARENTAL_TEXTS.dailyTimeLimit },
] as const;

/** The daily message and time limit fields, blank for off: on the device's parental controls and in the parent area. */
export function DailyLimitFields(props: {
  values: DailyLimitInputs;
  errors: DailyLimitErrors;
  onChange: (field: keyof DailyLimitInputs, value: string) => void;
}) {
  const { values, errors, onChange } = props;
  return FIELDS.map(({ key, name, label }) => (
    <TextField
      key={key}
      label={label}
      name={name}
      inputMode="numeric"
      placeholder={PARENTAL_TEXTS.off}
      value={values[key]}
      onChange={(event) => onChange(key, event.target.value)}
      error={errors[key]}
    />
  ));
}
