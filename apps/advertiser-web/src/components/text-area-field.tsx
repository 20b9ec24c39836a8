import { classNames, FieldError, Label } from "@kidsafe/ui";
import { useId } from "react";
import type { ComponentProps } from "react";

export interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  /** Shown in red under the field; also marks it invalid for assistive technology. */
  error?: string | undefined;
  /** A line under the label saying what the field is for. */
  hint?: string;
}

/** The multi-line sibling of the UI kit's TextField: label, hint, textarea and error wired together. */
export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const hasError = error !== undefined && error !== "";
  const describedBy = [hint !== undefined ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={classNames("ks-field", className)}>
      <Label htmlFor={fieldId}>{label}</Label>
      {hint !== undefined && (
        <p id={hintId} className="ks-field-hint">
          {hint}
        </p>
      )}
      <textarea
        {...props}
        id={fieldId}
        className="ks-input text-area"
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
