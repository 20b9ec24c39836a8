import { fieldErrorsOf, isApiError, useFormFields } from "@kidsafe/ui";
import type { FieldErrors } from "@kidsafe/ui";
import { useState } from "react";
import type { z } from "zod";
import { plainMessage } from "../../lib/plain-message.ts";

/**
 * A parent-area form: the UI kit's form fields (values, a message under each field, the focus on the first one in
 * error) and a sentence for the whole form when what failed belongs to none of its fields.
 */
export function useParentForm<Field extends string>(fields: readonly Field[], empty: Record<Field, string>, firstFormMessage?: string) {
  const form = useFormFields(fields, empty);
  const [formMessage, setFormMessage] = useState(firstFormMessage);

  /** Shows these messages instead of what was shown: under their fields, and the form's own sentence above the button. */
  function showFailure(fieldMessages: FieldErrors<Field>, sentence?: string) {
    form.showErrors(fieldMessages);
    setFormMessage(sentence);
  }

  return {
    ...form,
    formMessage,
    showFailure,
    /** A failed call: under the fields of this form the server named, else the server's sentence for the whole form. */
    showError: (error: unknown) => {
      const named: FieldErrors<Field> = {};
      if (isApiError(error)) for (const field of fields) if (error.fieldErrors[field] !== undefined) named[field] = error.fieldErrors[field];
      showFailure(named, Object.keys(named).length > 0 ? undefined : plainMessage(error));
    },
    /**
     * The input as the contract takes it, with every message cleared; or undefined, with the contract's first message
     * under each field it refused (under `field` when the contract checks one value, not an object), or above the
     * button when it refused none of this form's fields.
     */
    check: <Output>(contract: z.ZodType<Output>, input: unknown, field?: Field): Output | undefined => {
      const result = contract.safeParse(input);
      if (result.success) {
        showFailure({});
        return result.data;
      }
      const first = result.error.issues[0]?.message;
      const refused: FieldErrors<Field> = field === undefined ? fieldErrorsOf(result.error, fields) : {};
      if (field !== undefined && first !== undefined) refused[field] = first;
      showFailure(refused, Object.keys(refused).length > 0 ? undefined : first);
      return undefined;
    },
  };
}
