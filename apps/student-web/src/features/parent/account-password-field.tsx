import { PasswordField } from "@kidsafe/ui";
import type { PasswordFieldProps } from "@kidsafe/ui";
import { PARENT_COPY } from "./parent-copy.ts";

export interface AccountPasswordFieldProps extends Omit<PasswordFieldProps, "name" | "autoComplete" | "hint"> {
  /** Chosen now (sign-up, reset): the password manager offers a new one and the rules show under the label. */
  isNew: boolean;
}

/** The password of the parent's own account. */
export function AccountPasswordField({ isNew, ...field }: AccountPasswordFieldProps) {
  return (
    <PasswordField
      {...field}
      name="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      hint={isNew ? PARENT_COPY.passwordHint : undefined}
    />
  );
}
