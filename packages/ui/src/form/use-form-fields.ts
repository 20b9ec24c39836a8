import { useLayoutEffect, useRef, useState } from "react";
import type { FieldErrors } from "./field-errors.ts";

/**
 * A form's text values and its message under each field: showing errors moves the focus to the first field in error
 * (in the order of `fields`), and editing a field clears its message.
 */
export function useFormFields<Field extends string>(
  fields: readonly Field[],
  initialValues: Record<Field, string> | (() => Record<Field, string>),
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const elements = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  // A prerendered form can be typed into before the app takes it over: what its inputs hold then is the child's.
  useLayoutEffect(() => {
    const typed: Partial<Record<Field, string>> = {};
    for (const name of fields) {
      const element = elements.current[name];
      if (element instanceof HTMLInputElement && element.value !== "") typed[name] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, as the form mounts: later the inputs only change through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function showErrors(next: FieldErrors<Field>) {
    setErrors(next);
    const first = fields.find((field) => next[field] !== undefined);
    if (first !== undefined) elements.current[first]?.focus();
  }

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Every value back to the form's first ones (after a success, or a refused password), messages untouched. */
  function reset() {
    setValues(initialValues);
  }

  const elementRef = (field: Field) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };

  /** What a TextField (or another field) needs to show and edit this field. */
  const field = (name: Field) => ({
    ref: elementRef(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    error: errors[name],
  });

  return { values, errors, showErrors, update, reset, elementRef, field };
}
