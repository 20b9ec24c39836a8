import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, PasswordField } from "@kidsafe/ui";
import type { ButtonVariant, PasswordFieldProps } from "@kidsafe/ui";
import type { FormEvent, ReactNode } from "react";
import { NEW_PARENT_PASSWORD_COPY, newParentPasswordProblem } from "./new-parent-password.ts";
import { useTypedPassword } from "./use-typed-password.ts";

export interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  passwordLabel: string;
  /** Shown under the field when the password is blank after trimming; nothing is sent then. */
  requiredMessage: string;
  /** The field's name and autocomplete hint (the child's own password, or the parent's). */
  fieldName: string;
  autoComplete: PasswordFieldProps["autoComplete"];
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  pending: boolean;
  /**
   * Runs in the submit event (a user gesture: study mode asks for fullscreen in it). Answers whether the
   * dialog may close; on false the field is cleared for another try.
   */
  onSubmit: (password: string) => Promise<boolean>;
  /** Shown above the field. */
  children?: ReactNode;
  /** A new parent password is being chosen: its rules show up front and it is typed twice. */
  choosingNewParentPassword?: boolean;
}

/** A dialog that asks for a password before an action; the field and its error reset whenever it closes. */
export function PasswordDialog(props: PasswordDialogProps) {
  const { open, onOpenChange, title, description, passwordLabel, requiredMessage, pending, onSubmit } = props;
  const choosingNew = props.choosingNewParentPassword === true;
  const password = useTypedPassword();
  const confirm = useTypedPassword();

  function clear() {
    password.setValue("");
    confirm.setValue("");
  }

  function close(next: boolean) {
    if (!next) {
      clear();
      password.setError(undefined);
      confirm.setError(undefined);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password.value.trim() === "") {
      password.setError(requiredMessage);
      return;
    }
    const problem = choosingNew ? newParentPasswordProblem(password.value, confirm.value) : null;
    password.setError(problem?.field === "password" ? problem.message : undefined);
    confirm.setError(problem?.field === "confirm" ? problem.message : undefined);
    if (problem !== null) return;
    // Called synchronously: whatever onSubmit starts first still counts as part of this gesture.
    void onSubmit(password.value).then((done) => {
      if (done) close(false);
      else clear();
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={handleSubmit} noValidate>
          {props.children}
          <PasswordField
            {...password.field}
            label={passwordLabel}
            name={props.fieldName}
            autoComplete={props.autoComplete}
            autoFocus
            hint={choosingNew ? NEW_PARENT_PASSWORD_COPY.rules : undefined}
          />
          {choosingNew && (
            <PasswordField
              {...confirm.field}
              label={NEW_PARENT_PASSWORD_COPY.confirmLabel}
              name={`${props.fieldName}-confirm`}
              autoComplete="new-password"
            />
          )}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {GENERAL_TEXTS.cancel}
            </Button>
            <Button type="submit" variant={props.confirmVariant} loading={pending}>
              {props.confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
