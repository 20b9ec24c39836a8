import { useId } from "react";
import type { ReactNode } from "react";
import { classNames } from "../class-names.ts";
import { FieldError } from "./field-error.tsx";
import { Label } from "./label.tsx";

/** What a field hands its control: the id its label points at, and its hint and error as assistive technology reads them. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  label: string;
  /** Shown in red under the control; also marks the control invalid. */
  error?: string | undefined;
  /** A line under the label saying what the field is for. */
  hint?: string | undefined;
  /** The ids of descriptions outside the field that also describe the control (a fieldset's shared hint). */
  describedBy?: string | undefined;
  /** The control's id; one is made when none is given. */
  id?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame of every form field: a label, an optional hint, one control and its error, wired together. */
export function Field({ label, error, hint, describedBy, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== "";
  const descriptions = [describedBy, hint !== undefined ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={classNames("ks-field", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {hint !== undefined && (
        <p id={hintId} className="ks-field-hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, "aria-invalid": hasError || undefined, "aria-describedby": descriptions === "" ? undefined : descriptions })}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
