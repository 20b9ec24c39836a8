import { useState } from "react";
import type { ChangeEvent } from "react";
import type { z } from "zod";
import { formFailureOf, NO_FAILURE, zodFieldErrors } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";

/**
 * A parent-area form: its text values, what failed and where to say it, and the props binding each text field to
 * its value and its message.
 */
export function useParentForm<Values extends Record<string, string>>(empty: Values, firstFailure: FormFailure = NO_FAILURE) {
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState(firstFailure);
  const set = (name: keyof Values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return {
    values,
    set,
    clear: () => setValues(empty),
    failure,
    setFailure,
    /** A failed call: its messages under the fields the server named, else above the button. */
    showError: (error: unknown) => setFailure(formFailureOf(error)),
    /**
     * The input as the contract takes it, with the form's messages cleared; or undefined, with the contract's messages
     * under their fields (under `field` when the contract checks one value, not an object).
     */
    check<Output>(contract: z.ZodType<Output>, input: unknown, field?: keyof Values & string): Output | undefined {
      const result = contract.safeParse(input);
      if (result.success) {
        setFailure(NO_FAILURE);
        return result.data;
      }
      const fields = field === undefined ? zodFieldErrors(result.error.issues) : { [field]: result.error.issues[0]?.message ?? "" };
      setFailure({ fields, form: undefined });
      return undefined;
    },
    /** The value, onChange and error of the text field for one value. */
    field: (name: keyof Values & string) => ({
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
      error: failure.fields[name],
    }),
  };
}
