import { Select, SelectOptions } from "@kidsafe/ui";
import type { SelectOption } from "@kidsafe/ui";

export interface ChoiceFilterProps {
  label: string;
  value: string;
  choices: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A labelled select of the console: a filter over a list, or a choice in a row's form. */
export function ChoiceFilter({ label, value, choices, onChange }: ChoiceFilterProps) {
  return (
    <label className="console-filter">
      {label}
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <SelectOptions options={choices} />
      </Select>
    </label>
  );
}

export interface ChoiceFiltersProps<Key extends string> {
  filters: ReadonlyArray<{ key: Key; label: string; choices: readonly SelectOption[] }>;
  value: Readonly<Partial<Record<Key, string>>>;
  /** The filter with the one changed; choosing the empty value ("all") drops that filter. */
  onChange: (next: Partial<Record<Key, string>>) => void;
}

/** A list's filters over one filter object, a select each. */
export function ChoiceFilters<Key extends string>({ filters, value, onChange }: ChoiceFiltersProps<Key>) {
  return (
    <div className="console-filters">
      {filters.map((filter) => (
        <ChoiceFilter
          key={filter.key}
          label={filter.label}
          value={value[filter.key] ?? ""}
          choices={filter.choices}
          onChange={(choice) => onChange({ ...value, [filter.key]: choice || undefined })}
        />
      ))}
    </div>
  );
}
