import type { ComponentProps } from "react";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";

export interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}
