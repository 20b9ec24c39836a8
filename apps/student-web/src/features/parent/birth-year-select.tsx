import { FieldError, Label } from "@kidsafe/ui";
import { useId } from "react";
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
        <BirthYearOptionList placeholder={placeholder} />
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
