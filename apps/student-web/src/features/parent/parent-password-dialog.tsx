import { parentPasswordWeakness } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import { TextField, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { SaveFooter } from "./save-footer.tsx";
import { useParentForm } from "./use-parent-form.ts";
import { useUpdateChild } from "./use-parent.ts";
import { ParentDialog } from "./parent-dialog.tsx";

/** The study-mode parent password, chosen here instead of on the child's device; the rules are shown up front. */
export function ParentPasswordDialog(props: { child: ChildSummary; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { child, open, onOpenChange } = props;
  const form = useParentForm({ password: "", confirm: "" });
  const updateChild = useUpdateChild();
  const save = useMutation({
    mutationFn: (parentPassword: string) => parentApi.setParentPassword(child.id, parentPassword),
    onSuccess: (summary) => {
      updateChild(summary);
      toast({ title: PARENT_COPY.parentPasswordSaved });
      form.clear();
      onOpenChange(false);
    },
    onError: (error) => {
      const shown = formFailureOf(error);
      // The server names the body's field 'parentPassword'; the form calls it 'password'.
      const fieldMessage = shown.fields.parentPassword;
      form.setFailure(fieldMessage === undefined ? shown : { fields: { password: fieldMessage }, form: undefined });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const { password, confirm } = form.values;
    const weakness = parentPasswordWeakness(password);
    const fields: Record<string, string> = {};
    if (weakness !== null) fields.password = weakness;
    else if (confirm !== password) fields.confirm = PARENT_COPY.passwordsDiffer;
    form.setFailure({ fields, form: undefined });
    if (Object.keys(fields).length === 0) save.mutate(password);
  }

  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={PARENT_COPY.parentPasswordTitle} description={PARENT_COPY.parentPasswordRules}>
      <form className="parent-form" onSubmit={submit} noValidate>
        <TextField
          label={PARENT_COPY.parentPasswordLabel}
          name="parent-password"
          type="password"
          autoComplete="new-password"
          {...form.field("password")}
        />
        <TextField
          label={PARENT_COPY.confirmPasswordLabel}
          name="parent-password-confirm"
          type="password"
          autoComplete="new-password"
          {...form.field("confirm")}
        />
        <FormAlert message={form.failure.form} />
        <SaveFooter onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </ParentDialog>
  );
}
