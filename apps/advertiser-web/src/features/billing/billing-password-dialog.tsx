import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserSummary } from "@kidsafe/contracts";
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, isApiError, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { CompanyPasswordField, useCompanyPassword } from "../../components/company-password-field.tsx";
import { DialogActions } from "../../components/dialog-actions.tsx";
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
 * The billing view's password dialog (POST /api/advertiser/authenticate). A wrong password is
 * 'Authentication Failed' / 'Invalid password. Please try again.'; an empty one 'Password Required'.
 */
export function BillingPasswordDialog({ appName, onAuthenticated, onDismiss }: BillingPasswordDialogProps) {
  const authenticate = useMutation({
    mutationFn: advertiserApi.authenticate,
    onSuccess: ({ advertiser }) => onAuthenticated(advertiser),
    onError: (failure) => {
      form.clear();
      const description =
        isApiError(failure) && failure.status === 401
          ? ADVERTISER_TEXTS.invalidPasswordRetry
          : errorText(failure, ADVERTISER_TEXTS.portalAuthFailed);
      toast({ title: ADVERTISER_TEXTS.authFailedTitle, description, variant: "destructive" });
    },
  });
  const form = useCompanyPassword((password) => authenticate.mutate(password), authenticate.isPending);

  return (
    <Dialog open onOpenChange={(open) => !open && onDismiss()}>
      <DialogContent>
        <DialogTitle>{BILLING_COPY.passwordTitle}</DialogTitle>
        <DialogDescription>{BILLING_COPY.passwordDescription(appName)}</DialogDescription>
        <form className="stacked-form" onSubmit={form.handleSubmit} noValidate>
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
