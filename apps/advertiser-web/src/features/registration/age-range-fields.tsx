import { APP_AGE_MAX, APP_AGE_MIN, REGISTRATION_AGE_TEXTS } from "@kidsafe/contracts";
import { Field, optionsOf, SelectOptions } from "@kidsafe/ui";
import { useId } from "react";

const AGES = optionsOf(Array.from({ length: APP_AGE_MAX - APP_AGE_MIN + 1 }, (_, index) => String(APP_AGE_MIN + index)));

export interface AgeRangeFieldsProps {
  minAge: string;
  maxAge: string;
  errors: { minAge?: string | undefined; maxAge?: string | undefined };
  onChange: (field: "minAge" | "maxAge", value: string) => void;
  refs: { minAge: (element: HTMLSelectElement | null) => void; maxAge: (element: HTMLSelectElement | null) => void };
}

/** The ages the app is for: two selects with no age chosen at first (the advertiser must choose both). */
export function AgeRangeFields({ minAge, maxAge, errors, onChange, refs }: AgeRangeFieldsProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const select = (field: "minAge" | "maxAge", label: string, value: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]} describedBy={hintId}>
      {(control) => (
        <select
          {...control}
          ref={refs[field]}
          name={field}
          className="ks-input"
          aria-required="true"
          value={value}
          onChange={(event) => onChange(field, event.target.value)}
        >
          <option value="">{REGISTRATION_AGE_TEXTS.choose}</option>
          <SelectOptions options={AGES} />
        </select>
      )}
    </Field>
  );
  return (
    <fieldset className="age-range">
      <legend>{REGISTRATION_AGE_TEXTS.legend}</legend>
      <p id={hintId} className="ks-field-hint">
        {REGISTRATION_AGE_TEXTS.hint}
      </p>
      {select("minAge", REGISTRATION_AGE_TEXTS.minAgeLabel, minAge)}
      {select("maxAge", REGISTRATION_AGE_TEXTS.maxAgeLabel, maxAge)}
    </fieldset>
  );
}
