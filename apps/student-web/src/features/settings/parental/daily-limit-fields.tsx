import { PARENTAL_TEXTS } from "@kidsafe/contracts";
import { TextField } from "@kidsafe/ui";
import type { DailyLimitErrors, DailyLimitInputs } from "./limit-input.ts";

/** The daily message and time limit fields, blank for off: on the device's parental controls and in the parent area. */
export function DailyLimitFields(props: {
  values: DailyLimitInputs;
  errors: DailyLimitErrors;
  onChange: (field: keyof DailyLimitInputs, value: string) => void;
}) {
  const { values, errors, onChange } = props;
  return (
    <>
      <TextField
        label={PARENTAL_TEXTS.dailyMessageLimit}
        name="daily-message-limit"
        inputMode="numeric"
        placeholder={PARENTAL_TEXTS.off}
        value={values.messages}
        onChange={(event) => onChange("messages", event.target.value)}
        error={errors.messages}
      />
      <TextField
        label={PARENTAL_TEXTS.dailyTimeLimit}
        name="daily-time-limit"
        inputMode="numeric"
        placeholder={PARENTAL_TEXTS.off}
        value={values.minutes}
        onChange={(event) => onChange("minutes", event.target.value)}
        error={errors.minutes}
      />
    </>
  );
}
