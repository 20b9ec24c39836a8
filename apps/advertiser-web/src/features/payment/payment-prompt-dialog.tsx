import { Button, Dialog, DialogContent, DialogDescription, DialogTitle } from "@kidsafe/ui";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { PAYMENT_COPY } from "./payment-copy.ts";
import type { WeeklyBillPayment } from "./use-pay-weekly-bill.ts";

export interface PaymentPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chargesCents: number;
  overdue: boolean;
  payment: WeeklyBillPayment;
}

/** The modal asking the advertiser to pay what is due; Pay Now goes to the card payment page. */
export function PaymentPromptDialog({ open, onOpenChange, chargesCents, overdue, payment }: PaymentPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{PAYMENT_COPY.promptTitle}</DialogTitle>
        <DialogDescription>{overdue ? PAYMENT_COPY.promptOverdue(chargesCents) : PAYMENT_COPY.promptDue(chargesCents)}</DialogDescription>
        {payment.redirecting && <p role="status">{PAYMENT_COPY.redirectingToPayment}</p>}
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={payment.processing}>
            {PAYMENT_COPY.payLater}
          </Button>
          <Button onClick={() => payment.pay(() => onOpenChange(false))} loading={payment.processing}>
            {PAYMENT_COPY.payNow}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
