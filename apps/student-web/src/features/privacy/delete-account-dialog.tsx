import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, TextField } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent } from "react";
import { PRIVACY_COPY } from "./privacy-copy.ts";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Sends the password; answers whether the account was deleted. */
  onConfirm: (password: string) => Promise<boolean>;
}

/** Seed 001 §2/§5: 'Delete My Account' asks for the password; a blank one is refused before any call. */
export function DeleteAccountDialog({ open, onOpenChange, pending, onConfirm }: DeleteAccountDialogProps) {
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
      setError(PRIVACY_COPY.passwordRequired);
      return;
    }
    void onConfirm(password).then((deleted) => {
      if (deleted) close(false);
      else setPassword("");
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{PRIVACY_COPY.deleteAccount}</DialogTitle>
        <DialogDescription>{PRIVACY_COPY.deleteDialogDescription}</DialogDescription>
        <form onSubmit={handleSubmit} noValidate>
          <TextField
            label={PRIVACY_COPY.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
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
              {PRIVACY_COPY.cancel}
            </Button>
            <Button type="submit" variant="destructive" loading={pending}>
              {PRIVACY_COPY.deleteAccount}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
