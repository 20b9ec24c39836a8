import { PasswordDialog } from "../../components/password-dialog.tsx";
import type { PasswordDialogProps } from "../../components/password-dialog.tsx";
import { PRIVACY_COPY } from "./privacy-copy.ts";

/** `onSubmit` sends the password and answers whether the account was deleted. */
export type DeleteAccountDialogProps = Pick<PasswordDialogProps, "open" | "onOpenChange" | "pending" | "onSubmit">;

/** 'Delete My Account' asks for the password; a blank one is refused before any call. */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  return (
    <PasswordDialog
      {...props}
      fieldName="password"
      autoComplete="current-password"
      title={PRIVACY_COPY.deleteAccount}
      description={PRIVACY_COPY.deleteDialogDescription}
      passwordLabel={PRIVACY_COPY.passwordLabel}
      requiredMessage={PRIVACY_COPY.passwordRequired}
      confirmLabel={PRIVACY_COPY.deleteAccount}
      confirmVariant="destructive"
    />
  );
}
