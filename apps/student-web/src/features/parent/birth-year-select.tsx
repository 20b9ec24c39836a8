import { FieldError, Label } from "@kidsafe/ui";
import { useId } from "react";
import { birthYearChoices } from "../family/birth-year-options.ts";

export interface BirthYearSelectProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A year picker with nothing chosen until someone chooses. */
export function BirthYearSelect({ label, placeholder, value, onChange, error }: BirthYearSelectProps) {
  const id = useId();
  return (
    <div className="ks-field">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name="birth-year"
        className="ks-input"
        value={value}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {birthYearChoices(new Date()).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
