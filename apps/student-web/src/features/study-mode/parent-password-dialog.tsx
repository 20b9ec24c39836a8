import { STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import type { ReactNode } from "react";
import { PasswordDialog } from "../../components/password-dialog.tsx";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";

export interface ParentPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  /** Runs in the submit event (study mode asks for fullscreen in it); answers whether the dialog may close. */
  onSubmit: (password: string) => Promise<boolean>;
  children?: ReactNode;
  /** The first time, the parent password is chosen here: its rules show up front and it is typed twice. */
  choosingNewParentPassword?: boolean;
}

/** A dialog asking for the parent password; blank is refused with the seed's 'Please enter your password'. */
export function ParentPasswordDialog(props: ParentPasswordDialogProps) {
  return (
    <PasswordDialog
      {...props}
      passwordLabel={STUDY_MODE_COPY.passwordLabel}
      requiredMessage={STUDY_MODE_TEXTS.passwordRequired}
      fieldName="parent-password"
      autoComplete="off"
    />
  );
}
