import { useId } from "react";
import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";
import { FieldError } from "./field-error.tsx";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

export interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  /** Shown in red under the field; also marks the input invalid for assistive technology. */
  error?: string | undefined;
}

/** Label, input and error message wired together (htmlFor, aria-invalid, aria-describedby). */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== "";
  return (
    <div className={classNames("ks-field", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input {...inputProps} id={inputId} aria-invalid={hasError || undefined} aria-describedby={hasError ? errorId : undefined} />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
