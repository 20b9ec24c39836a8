import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, TextField } from "@kidsafe/ui";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { CANCELLATION_COPY } from "./cancellation-copy.ts";
import { cancellationFailure } from "./cancellation-failure.ts";
import { useCancelSubscription } from "./use-cancel-subscription.ts";

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Everything owed now; above 0 the dialog only explains (seed 001 §4). Unknown while billing loads. */
  totalDueCents: number | undefined;
}

/**
 * Seed 001 §4/§5: cancelling is blocked while anything is owed (a message and a Close button). With nothing owed it
 * needs the password and a ticked confirmation; the button stays disabled until both are there.
 */
export function CancelSubscriptionDialog({ open, onOpenChange, totalDueCents }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const checkboxId = useId();
  const owing = totalDueCents !== undefined && totalDueCents > 0;

  function close(next: boolean) {
    if (!next) {
      setPassword("");
      setConfirmed(false);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.trim() === "" || !confirmed || cancel.isPending) return;
    cancel.mutate(password, {
      onError: (error) => {
        if (cancellationFailure(error).retry) setPassword("");
        else close(false);
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{CANCELLATION_TEXTS.button}</DialogTitle>
        {owing ? (
          <>
            <DialogDescription>{CANCELLATION_COPY.outstandingFees(totalDueCents)}</DialogDescription>
            <DialogFooter>
              <Button onClick={() => close(false)}>{CANCELLATION_COPY.close}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogDescription>{CANCELLATION_COPY.description}</DialogDescription>
            <form className="stacked-form" onSubmit={handleSubmit} noValidate>
              <TextField
                label={CANCELLATION_COPY.passwordLabel}
                name="password"
                type="password"
                autoComplete="current-password"
                aria-required="true"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <div className="checkbox-field">
                <input id={checkboxId} type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
                <label htmlFor={checkboxId}>{CANCELLATION_COPY.confirmLabel}</label>
              </div>
              <DialogFooter>
                <Button variant="secondary" onClick={() => close(false)}>
                  {CANCELLATION_COPY.keep}
                </Button>
                <Button type="submit" variant="destructive" disabled={password.trim() === "" || !confirmed} loading={cancel.isPending}>
                  {CANCELLATION_TEXTS.button}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
