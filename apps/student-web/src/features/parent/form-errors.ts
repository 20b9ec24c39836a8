import { isApiError } from "@kidsafe/ui";
import { plainMessage } from "../../lib/plain-message.ts";

export interface FormFailure {
  /** Messages the server tied to a field, by field name. */
  fields: Readonly<Record<string, string>>;
  /** The sentence for the whole form, when no field carries it. */
  form: string | undefined;
}

/** A failed call as a form shows it: under the fields the server named, else above the button. */
export function formFailureOf(error: unknown): FormFailure {
  const fields = isApiError(error) ? error.fieldErrors : {};
  return { fields, form: Object.keys(fields).length > 0 ? undefined : plainMessage(error) };
}

export const NO_FAILURE: FormFailure = { fields: {}, form: undefined };
