import { CONSENT_NOTICE_VERSION } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import { Button, DialogFooter } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { parentApi } from "../../lib/api/parent.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { CONSENT_NOTICE_TITLE, CONSENT_NOTICE_VERSION_LINE } from "./consent-notice.ts";
import { ConsentNoticeView } from "./consent-notice-view.tsx";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { ParentDialog } from "./parent-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";

/** Navigation is a seam: the test watches where the card check would open. */
export const leavePage = { to: (url: string) => window.location.assign(url) };

/** The direct notice, then the card check on Stripe's page; consent is recorded when the check comes back paid. */
export function ConsentDialog({ child, open, onOpenChange }: ChildDialogProps<ChildSummary>) {
  const start = useMutation({
    mutationFn: () => parentApi.startConsent(child.id, CONSENT_NOTICE_VERSION),
    onSuccess: ({ checkoutUrl }) => leavePage.to(checkoutUrl),
  });
  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={CONSENT_NOTICE_TITLE} description={CONSENT_NOTICE_VERSION_LINE}>
      <ConsentNoticeView />
      <FormAlert message={start.isError ? plainMessage(start.error) : undefined} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {PARENT_COPY.cancel}
        </Button>
        <Button type="button" loading={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
          {PARENT_COPY.agreeAndVerify}
        </Button>
      </DialogFooter>
    </ParentDialog>
  );
}
