import { OPERATOR_REASON_MAX_LENGTH } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, TextField } from "@kidsafe/ui";
import { useState } from "react";
import type { FormEvent } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens when the operator confirms, in a sentence or two: the consequence, not a question. */
  consequence: string;
  confirmLabel: string;
  destructive?: boolean;
  /** A reason the action needs (written to the audit log): the confirm button waits for one. */
  reasonLabel?: string;
  pending?: boolean;
  onConfirm: (reason: string) => void;
}

/** Asks before an action that matters, saying what it does; with `reasonLabel`, asks for the reason too. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, consequence, confirmLabel, destructive = false, reasonLabel, pending = false, onConfirm } = props;
  const [reason, setReason] = useState("");
  const needsReason = reasonLabel !== undefined;
  const ready = !needsReason || reason.trim() !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onConfirm(reason.trim());
  };
  const change = (next: boolean) => {
    if (!next) setReason("");
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <form onSubmit={submit} className="console-dialog-form">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{consequence}</DialogDescription>
          {needsReason && (
            <TextField
              label={reasonLabel}
              value={reason}
              maxLength={OPERATOR_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <DialogFooter>
            <Button variant="ghost" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "primary"} disabled={!ready} loading={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
