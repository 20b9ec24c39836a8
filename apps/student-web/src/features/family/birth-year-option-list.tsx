import { birthYearChoices } from "./birth-year-options.ts";

/** A birth-year select's options: a placeholder that cannot be chosen back, then the years, newest first. */
export function BirthYearOptionList({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="" disabled>
        {placeholder}
      </option>
      {birthYearChoices(new Date()).map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </>
  );
}
