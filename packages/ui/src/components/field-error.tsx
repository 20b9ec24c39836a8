import type { ReactNode } from "react";

export interface FieldErrorProps {
  /** Referenced by the field's `aria-describedby`. */
  id: string;
  children?: ReactNode;
}

/** The red message under a form field; renders nothing when there is no error. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <p id={id} className="ks-field-error">
      {children}
    </p>
  );
}
