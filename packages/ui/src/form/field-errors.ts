import type { z } from "zod";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field of a failed zod check, for the fields this form shows. */
export function fieldErrorsOf<Field extends string>(error: z.ZodError, fields: readonly Field[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field)) errors[field as Field] ??= issue.message;
  }
  return errors;
}
