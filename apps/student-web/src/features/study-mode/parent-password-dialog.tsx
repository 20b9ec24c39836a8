import { STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, TextField } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { STUDY_MODE_COPY } from "./study-mode-copy.ts";

export interface ParentPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  /**
   * Runs in the submit event (a user gesture: study mode asks for fullscreen in it). Answers whether the
   * dialog may close; on false the field is cleared for another try.
   */
  onSubmit: (password: string) => Promise<boolean>;
  children?: ReactNode;
}

/** A dialog asking for the parent password; blank is refused with the seed's 'Please enter your password'. */
export function ParentPasswordDialog(props: ParentPasswordDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, pending, onSubmit, children } = props;
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);

  function close(next: boolean) {
    if (!next) {
      setPassword("");
      setError(undefined);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (password.trim() === "") {
      setError(STUDY_MODE_TEXTS.passwordRequired);
      return;
    }
    setError(undefined);
    // Called synchronously: whatever onSubmit starts first still counts as part of this gesture.
    void onSubmit(password).then((done) => {
      if (done) close(false);
      else setPassword("");
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={handleSubmit} noValidate>
          {children}
          <TextField
            label={STUDY_MODE_COPY.passwordLabel}
            name="parent-password"
            type="password"
            autoComplete="off"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error !== undefined) setError(undefined);
            }}
            error={error}
          />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              {STUDY_MODE_COPY.cancel}
            </Button>
            <Button type="submit" loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
