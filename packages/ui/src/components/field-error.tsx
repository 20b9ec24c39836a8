import type { ReactNode } from "react";

export interface FieldErrorProps {
  id: string;
  children?: ReactNode;
}

export function FieldError({ id, children }: FieldErrorProps) {
  if (children === undefined || children === null || children === "") return null;
  return (
    <p id={id} className="ks-field-error">
      {children}
    </p>
  );
}
