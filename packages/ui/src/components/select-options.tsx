export interface SelectOption {
  value: string;
  label: string;
}

/** The options of a select over `values`, each shown by its label, or as itself without one. */
export function optionsOf<Value extends string>(values: readonly Value[], labels?: Readonly<Record<Value, string>>): SelectOption[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/** A select's `<option>`s, in order. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
