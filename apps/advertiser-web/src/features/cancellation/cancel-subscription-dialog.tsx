import { CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, TextField } from "@kidsafe/ui";
import { useId, useRef, useState } from "react";
import type { FormEvent } from "react";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { CANCELLATION_COPY } from "./cancellation-copy.ts";
import { cancellationFailure } from "./cancellation-failure.ts";
import type { CancellationFailure } from "./cancellation-failure.ts";
import { useCancelSubscription } from "./use-cancel-subscription.ts";

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Everything owed now; above 0 the dialog only explains. Unknown while billing loads. */
  totalDueCents: number | undefined;
}

/**
 * Cancelling is blocked while anything is owed (a message and a Close button). With nothing owed it
 * needs the password and a ticked confirmation; the button stays disabled until both are there. A failure worth
 * another try (a wrong password, no connection) is said once, here, and the emptied password field takes the focus.
 */
export function CancelSubscriptionDialog({ open, onOpenChange, totalDueCents }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [retryFailure, setRetryFailure] = useState<CancellationFailure | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const checkboxId = useId();
  const owing = totalDueCents !== undefined && totalDueCents > 0;

  function close(next: boolean) {
    if (!next) {
      setPassword("");
      setConfirmed(false);
      setRetryFailure(null);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.trim() === "" || !confirmed || cancel.isPending) return;
    setRetryFailure(null);
    cancel.mutate(password, {
      onError: (error) => {
        const failure = cancellationFailure(error);
        if (!failure.retry) {
          close(false);
          return;
        }
        setPassword("");
        setRetryFailure(failure);
        passwordInput.current?.focus();
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="cancel-dialog">
        <DialogTitle>{CANCELLATION_TEXTS.button}</DialogTitle>
        {owing ? (
          <>
            <DialogDescription>{CANCELLATION_COPY.outstandingFees(totalDueCents)}</DialogDescription>
            <DialogActions>
              <Button onClick={() => close(false)}>{CANCELLATION_COPY.close}</Button>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogDescription>{CANCELLATION_COPY.description}</DialogDescription>
            <form className="stacked-form" onSubmit={handleSubmit} noValidate>
              {retryFailure !== null && <FormAlert title={retryFailure.title} description={retryFailure.description} />}
              <TextField
                ref={passwordInput}
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
              <DialogActions>
                <Button variant="secondary" onClick={() => close(false)}>
                  {CANCELLATION_COPY.keep}
                </Button>
                <Button type="submit" variant="destructive" disabled={password.trim() === "" || !confirmed} loading={cancel.isPending}>
                  {CANCELLATION_TEXTS.button}
                </Button>
              </DialogActions>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
