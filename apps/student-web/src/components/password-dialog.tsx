import { GENERAL_TEXTS } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, TextField } from "@kidsafe/ui";
import type { ButtonVariant } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { NEW_PARENT_PASSWORD_COPY, newParentPasswordProblem } from "./new-parent-password.ts";

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
  autoComplete: string;
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
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [confirmError, setConfirmError] = useState<string | undefined>(undefined);

  function clear() {
    setPassword("");
    setConfirm("");
  }

  function close(next: boolean) {
    if (!next) {
      clear();
      setError(undefined);
      setConfirmError(undefined);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password.trim() === "") {
      setError(requiredMessage);
      return;
    }
    const problem = choosingNew ? newParentPasswordProblem(password, confirm) : null;
    setError(problem?.field === "password" ? problem.message : undefined);
    setConfirmError(problem?.field === "confirm" ? problem.message : undefined);
    if (problem !== null) return;
    // Called synchronously: whatever onSubmit starts first still counts as part of this gesture.
    void onSubmit(password).then((done) => {
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
          <TextField
            label={passwordLabel}
            name={props.fieldName}
            type="password"
            autoComplete={props.autoComplete}
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error !== undefined) setError(undefined);
            }}
            error={error}
            hint={choosingNew ? NEW_PARENT_PASSWORD_COPY.rules : undefined}
          />
          {choosingNew && (
            <TextField
              label={NEW_PARENT_PASSWORD_COPY.confirmLabel}
              name={`${props.fieldName}-confirm`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.target.value);
                if (confirmError !== undefined) setConfirmError(undefined);
              }}
              error={confirmError}
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
