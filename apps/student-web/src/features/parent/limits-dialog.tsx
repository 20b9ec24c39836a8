import { PARENTAL_LIMIT_BOUNDS, PARENTAL_TEXTS } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import { Dialog, DialogContent, DialogDescription, DialogTitle, TextField, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { limitToInput, parseLimitInput } from "../settings/parental/limit-input.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_COPY } from "./parent-copy.ts";
import { SaveFooter } from "./save-footer.tsx";
import { useUpdateChild } from "./use-parent.ts";

/** The daily message and time limits, under the device's rules; the child's own time zone is kept. */
export function LimitsDialog(props: { child: ChildSummary; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { child, open, onOpenChange } = props;
  const [values, setValues] = useState({
    messages: limitToInput(child.limits.dailyMessageLimit),
    minutes: limitToInput(child.limits.dailyTimeLimitMinutes),
  });
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const updateChild = useUpdateChild();
  const save = useMutation({
    mutationFn: (limits: { dailyMessageLimit: number | null; dailyTimeLimitMinutes: number | null }) =>
      parentApi.setLimits(child.id, { ...limits, timeZone: child.limits.timeZone }),
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
    const messages = parseLimitInput(values.messages, PARENTAL_LIMIT_BOUNDS.dailyMessages, PARENTAL_TEXTS.messageLimitRange);
    const minutes = parseLimitInput(values.minutes, PARENTAL_LIMIT_BOUNDS.dailyMinutes, PARENTAL_TEXTS.timeLimitRange);
    if ("error" in messages || "error" in minutes) {
      setFailure({
        fields: { ...("error" in messages && { messages: messages.error }), ...("error" in minutes && { minutes: minutes.error }) },
        form: undefined,
      });
      return;
    }
    setFailure(NO_FAILURE);
    save.mutate({ dailyMessageLimit: messages.value, dailyTimeLimitMinutes: minutes.value });
  }

  const update = (field: "messages" | "minutes", value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="parent-dialog">
        <DialogTitle>{PARENT_COPY.limitsTitle}</DialogTitle>
        <DialogDescription>{PARENT_COPY.limitsHint}</DialogDescription>
        <form className="parent-form" onSubmit={submit} noValidate>
          <TextField
            label={PARENT_COPY.dailyMessageLimit}
            name="daily-message-limit"
            inputMode="numeric"
            placeholder={PARENT_COPY.off}
            value={values.messages}
            onChange={(event) => update("messages", event.target.value)}
            error={failure.fields.messages ?? failure.fields.dailyMessageLimit}
          />
          <TextField
            label={PARENT_COPY.dailyTimeLimit}
            name="daily-time-limit"
            inputMode="numeric"
            placeholder={PARENT_COPY.off}
            value={values.minutes}
            onChange={(event) => update("minutes", event.target.value)}
            error={failure.fields.minutes ?? failure.fields.dailyTimeLimitMinutes}
          />
          <FormAlert message={failure.form} />
          <SaveFooter onCancel={() => onOpenChange(false)} saving={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
