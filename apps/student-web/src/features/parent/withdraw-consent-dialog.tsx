import type { ChildSummary } from "@kidsafe/contracts";
import { Button, DialogFooter, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { parentApi } from "../../lib/api/parent.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useUpdateChild } from "./use-parent.ts";
import { ParentDialog } from "./parent-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";

/** Withdrawing closes the features again and deletes what was collected: the dialog says so before. */
export function WithdrawConsentDialog(props: ChildDialogProps<ChildSummary>) {
  const { child, open, onOpenChange } = props;
  const updateChild = useUpdateChild();
  const withdraw = useMutation({
    mutationFn: () => parentApi.withdrawConsent(child.id),
    onSuccess: (summary) => {
      updateChild(summary);
      toast({ title: PARENT_COPY.withdrawn });
      onOpenChange(false);
    },
  });
  return (
    <ParentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PARENT_COPY.withdrawTitle}
      description={PARENT_COPY.withdrawBody(child.username)}
    >
      <FormAlert message={withdraw.isError ? plainMessage(withdraw.error) : undefined} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
          {PARENT_COPY.cancel}
        </Button>
        <Button type="button" variant="destructive" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
          {PARENT_COPY.withdrawConfirm}
        </Button>
      </DialogFooter>
    </ParentDialog>
  );
}
