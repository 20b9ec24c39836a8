import { PasswordDialog } from "../../components/password-dialog.tsx";
import { PRIVACY_COPY } from "./privacy-copy.ts";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Sends the password; answers whether the account was deleted. */
  onConfirm: (password: string) => Promise<boolean>;
}

/** 'Delete My Account' asks for the password; a blank one is refused before any call. */
export function DeleteAccountDialog({ open, onOpenChange, pending, onConfirm }: DeleteAccountDialogProps) {
  return (
    <PasswordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PRIVACY_COPY.deleteAccount}
      description={PRIVACY_COPY.deleteDialogDescription}
      passwordLabel={PRIVACY_COPY.passwordLabel}
      requiredMessage={PRIVACY_COPY.passwordRequired}
      fieldName="password"
      autoComplete="current-password"
      confirmLabel={PRIVACY_COPY.deleteAccount}
      confirmVariant="destructive"
      pending={pending}
      onSubmit={onConfirm}
    />
  );
}
