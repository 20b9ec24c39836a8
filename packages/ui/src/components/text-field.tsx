import { useId } from "react";
import type { ComponentProps } from "react";
import { classNames } from "../class-names.ts";
import { FieldError } from "./field-error.tsx";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

export interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== "";
  const describedBy = [hint !== undefined ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={classNames("ks-field", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint !== undefined && (
        <p id={hintId} className="ks-field-hint">
          {hint}
        </p>
      )}
      <Input {...inputProps} id={inputId} aria-invalid={hasError || undefined} aria-describedby={describedBy === "" ? undefined : describedBy} />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
