import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserSummary } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { CompanyPasswordField, useCompanyPassword } from "../../components/company-password-field.tsx";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { FormAlert } from "../../components/form-alert.tsx";
import { advertiserApi } from "../../lib/api.ts";
import { errorText } from "../../lib/error-text.ts";
import { BILLING_COPY } from "./billing-copy.ts";

export interface BillingPasswordDialogProps {
  appName: string;
  onAuthenticated: (advertiser: AdvertiserSummary) => void;
  /** The advertiser closed the dialog without signing in. */
  onDismiss: () => void;
}

/**
 * The billing view's password dialog (POST /api/advertiser/authenticate). A refusal is 'Authentication Failed'
 * with the server's sentence (a wrong password: 'Invalid password. Please try again.'), said once, in the dialog
 * (a dialog hides toasts from screen readers); the password stays, selected in the focused field, for another try.
 * An empty one is 'Password Required'.
 */
export function BillingPasswordDialog({ appName, onAuthenticated, onDismiss }: BillingPasswordDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const authenticate = useMutation({
    mutationFn: advertiserApi.authenticate,
    onSuccess: ({ advertiser }) => onAuthenticated(advertiser),
    onError: (error) => {
      setFailure(errorText(error, ADVERTISER_TEXTS.portalAuthFailed));
      const field = formElement.current?.elements.namedItem("password");
      if (field instanceof HTMLInputElement) {
        field.focus();
        field.select();
      }
    },
  });
  const form = useCompanyPassword((password) => {
    // Gone while the next try runs, so the same refusal again is announced again.
    setFailure(null);
    authenticate.mutate(password);
  }, authenticate.isPending);

  return (
    <Dialog open onOpenChange={(open) => !open && onDismiss()}>
      <DialogContent>
        <DialogTitle>{BILLING_COPY.passwordTitle}</DialogTitle>
        <DialogDescription>{BILLING_COPY.passwordDescription(appName)}</DialogDescription>
        <form ref={formElement} className="stacked-form" onSubmit={form.handleSubmit} noValidate>
          {failure !== null && <FormAlert title={ADVERTISER_TEXTS.authFailedTitle} description={failure} />}
          <CompanyPasswordField label={BILLING_COPY.passwordLabel} form={form} />
          <DialogActions>
            <Button type="submit" loading={authenticate.isPending}>
              {BILLING_COPY.login}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
