import { Field } from "@kidsafe/ui";
import { BirthYearOptionList } from "../family/birth-year-option-list.tsx";

export interface BirthYearSelectProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A year picker with nothing chosen until someone chooses. */
export function BirthYearSelect({ label, placeholder, value, onChange, error }: BirthYearSelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} name="birth-year" className="ks-input" value={value} onChange={(event) => onChange(event.target.value)}>
          <BirthYearOptionList placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
}
