import type { ChildSummary } from "@kidsafe/contracts";
import { Button, DialogFooter, FieldError, PasswordField, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { FormAlert } from "./form-alert.tsx";
import { PARENT_COPY } from "./parent-copy.ts";
import { useParentForm } from "./use-parent-form.ts";
import { useUpdateChild } from "./use-parent.ts";
import { ParentDialog } from "./parent-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";

// "confirm" is the ticked box: its message, and the focus when it is missing, go to it.
const FIELDS = ["password", "confirm"] as const;

/** Deleting a child's account needs the parent's own password and a ticked confirmation. */
export function DeleteChildDialog(props: ChildDialogProps<ChildSummary>) {
  const { child, open, onOpenChange } = props;
  const checkId = useId();
  const form = useParentForm(FIELDS, { password: "", confirm: "" });
  const [confirmed, setConfirmed] = useState(false);
  const updateChild = useUpdateChild();
  const remove = useMutation({
    mutationFn: (ownPassword: string) => parentApi.deleteChild(child.id, ownPassword),
    onSuccess: () => {
      toast({ title: PARENT_COPY.deleted(child.username) });
      onOpenChange(false);
      updateChild({ removedId: child.id });
    },
    onError: (error) => {
      form.showError(error);
      form.reset();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    const { password } = form.values;
    const missing = {
      ...(password === "" && { password: PARENT_COPY.passwordRequired }),
      ...(!confirmed && { confirm: PARENT_COPY.deleteConfirmRequired }),
    };
    form.showFailure(missing);
    if (Object.keys(missing).length === 0) remove.mutate(password);
  }

  return (
    <ParentDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PARENT_COPY.deleteTitle(child.username)}
      description={PARENT_COPY.deleteBody(child.username)}
    >
      <form className="parent-form" onSubmit={submit} noValidate>
        <PasswordField {...form.field("password")} label={PARENT_COPY.yourPasswordLabel} name="password" autoComplete="current-password" />
        <div className="parent-check">
          <input
            ref={form.elementRef("confirm")}
            id={checkId}
            type="checkbox"
            checked={confirmed}
            aria-describedby={form.errors.confirm !== undefined ? `${checkId}-error` : undefined}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <label htmlFor={checkId}>{PARENT_COPY.deleteConfirmCheck}</label>
        </div>
        <FieldError id={`${checkId}-error`}>{form.errors.confirm}</FieldError>
        <FormAlert message={form.formMessage} />
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {PARENT_COPY.cancel}
          </Button>
          <Button type="submit" variant="destructive" loading={remove.isPending}>
            {PARENT_COPY.deleteButton}
          </Button>
        </DialogFooter>
      </form>
    </ParentDialog>
  );
}
