import { Field } from "@kidsafe/ui";
import type { ComponentProps } from "react";

export interface TextAreaFieldProps extends ComponentProps<"textarea"> {
  label: string;
  /** Shown in red under the field; also marks it invalid for assistive technology. */
  error?: string | undefined;
  /** A line under the label saying what the field is for. */
  hint?: string;
}

/** The multi-line sibling of the UI kit's TextField. */
export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...props} {...control} className="ks-input text-area" />}
    </Field>
  );
}
