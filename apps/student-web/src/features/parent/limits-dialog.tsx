import type { ChildSummary } from "@kidsafe/contracts";
import { toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { DailyLimitFields } from "../settings/parental/daily-limit-fields.tsx";
import { dailyLimitInputsOf, parseDailyLimits } from "../settings/parental/limit-input.ts";
import type { DailyLimitInputs, DailyLimits } from "../settings/parental/limit-input.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { SaveFooter } from "./save-footer.tsx";
import { useUpdateChild } from "./use-parent.ts";
import { ParentDialog } from "./parent-dialog.tsx";
import type { ChildDialogProps } from "./parent-dialog.tsx";

/** The daily message and time limits, under the device's rules; the child's own time zone is kept. */
export function LimitsDialog(props: ChildDialogProps<ChildSummary>) {
  const { child, open, onOpenChange } = props;
  const [values, setValues] = useState(() => dailyLimitInputsOf(child.limits));
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const updateChild = useUpdateChild();
  const save = useMutation({
    mutationFn: (limits: DailyLimits) => parentApi.setLimits(child.id, { ...limits, timeZone: child.limits.timeZone }),
    onSuccess: (summary) => {
      updateChild(summary);
      toast({ title: PARENT_COPY.limitsSaved });
      onOpenChange(false);
    },
    onError: (error) => setFailure(formFailureOf(error)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = parseDailyLimits(values);
    if ("errors" in parsed) {
      setFailure({ fields: parsed.errors, form: undefined });
      return;
    }
    setFailure(NO_FAILURE);
    save.mutate(parsed.limits);
  }

  const update = (field: keyof DailyLimitInputs, value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={PARENT_COPY.limitsTitle} description={PARENT_COPY.limitsHint}>
      <form className="parent-form" onSubmit={submit} noValidate>
        <DailyLimitFields
          values={values}
          errors={{
            messages: failure.fields.messages ?? failure.fields.dailyMessageLimit,
            minutes: failure.fields.minutes ?? failure.fields.dailyTimeLimitMinutes,
          }}
          onChange={update}
        />
        <FormAlert message={failure.form} />
        <SaveFooter onCancel={() => onOpenChange(false)} saving={save.isPending} />
      </form>
    </ParentDialog>
  );
}
