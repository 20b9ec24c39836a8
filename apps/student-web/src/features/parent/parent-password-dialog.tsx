import { parentPasswordWeakness } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import { PasswordField, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { SaveFooter } from "./save-footer.tsx";
import { useParentForm } from "./use-parent-form.ts";
import { useUpdateChild } from "./use-parent.ts";
import { ParentDialog } from "./parent-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";

// Named as the server names the body's field, so its refusal shows under the password.
const FIELDS = ["parentPassword", "confirm"] as const;

/** The study-mode parent password, chosen here instead of on the child's device; the rules are shown up front. */
export function ParentPasswordDialog(props: ChildDialogProps<ChildSummary>) {
  const { child, open, onOpenChange } = props;
  const form = useParentForm(FIELDS, { parentPassword: "", confirm: "" });
  const updateChild = useUpdateChild();
  const save = useMutation({
    mutationFn: (parentPassword: string) => parentApi.setParentPassword(child.id, parentPassword),
    onSuccess: (summary) => {
      updateChild(summary);
      toast({ title: PARENT_COPY.parentPasswordSaved });
      form.reset();
      onOpenChange(false);
    },
    onError: form.showError,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const { parentPassword, confirm } = form.values;
    const weakness = parentPasswordWeakness(parentPassword);
    if (weakness !== null) form.showFailure({ parentPassword: weakness });
    else if (confirm !== parentPassword) form.showFailure({ confirm: PARENT_COPY.passwordsDiffer });
    else {
      form.showFailure({});
      save.mutate(parentPassword);
    }
  }

  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={PARENT_COPY.parentPasswordTitle} description={PARENT_COPY.parentPasswordRules}>
      <form className="parent-form" onSubmit={submit} noValidate>
        <PasswordField
          {...form.field("parentPassword")}
          label={PARENT_COPY.parentPasswordLabel}
          name="parent-password"
          autoComplete="new-password"
        />
        <PasswordField
          {...form.field("confirm")}
          label={PARENT_COPY.confirmPasswordLabel}
          name="parent-password-confirm"
          autoComplete="new-password"
        />
        <FormAlert message={form.formMessage} />
        <SaveFooter onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </ParentDialog>
  );
}
