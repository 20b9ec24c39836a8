import { parentPasswordWeakness } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import { TextField, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { SaveFooter } from "./save-footer.tsx";
import { useUpdateChild } from "./use-parent.ts";
import { ParentDialog } from "./parent-dialog.tsx";

/** The study-mode parent password, chosen here instead of on the child's device; the rules are shown up front. */
export function ParentPasswordDialog(props: { child: ChildSummary; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { child, open, onOpenChange } = props;
  const [values, setValues] = useState({ password: "", confirm: "" });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const updateChild = useUpdateChild();
  const save = useMutation({
    mutationFn: (parentPassword: string) => parentApi.setParentPassword(child.id, parentPassword),
    onSuccess: (summary) => {
      updateChild(summary);
      toast({ title: PARENT_COPY.parentPasswordSaved });
      setValues({ password: "", confirm: "" });
      onOpenChange(false);
    },
    onError: (error) => {
      const shown = formFailureOf(error);
      // The server names the body's field 'parentPassword'; the form calls it 'password'.
      const fieldMessage = shown.fields.parentPassword;
      setFailure(fieldMessage === undefined ? shown : { fields: { password: fieldMessage }, form: undefined });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const weakness = parentPasswordWeakness(values.password);
    const fields: Record<string, string> = {};
    if (weakness !== null) fields.password = weakness;
    else if (values.confirm !== values.password) fields.confirm = PARENT_COPY.passwordsDiffer;
    setFailure({ fields, form: undefined });
    if (Object.keys(fields).length === 0) save.mutate(values.password);
  }

  const update = (field: "password" | "confirm", value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={PARENT_COPY.parentPasswordTitle} description={PARENT_COPY.parentPasswordRules}>
      <form className="parent-form" onSubmit={submit} noValidate>
        <TextField
          label={PARENT_COPY.parentPasswordLabel}
          name="parent-password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => update("password", event.target.value)}
          error={failure.fields.password}
        />
        <TextField
          label={PARENT_COPY.confirmPasswordLabel}
          name="parent-password-confirm"
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => update("confirm", event.target.value)}
          error={failure.fields.confirm}
        />
        <FormAlert message={failure.form} />
        <SaveFooter onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </ParentDialog>
  );
}
