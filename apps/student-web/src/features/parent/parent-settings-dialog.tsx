import type { ParentSettings } from "@kidsafe/contracts";
import { Field, Label, Spinner, Switch, toast } from "@kidsafe/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../lib/api/parent.ts";
import { browserTimeZone } from "../../lib/browser-time-zone.ts";
import { plainMessage } from "../../lib/plain-message.ts";
import { CHILD_DAY_COPY } from "./child-day/child-day-copy.ts";
import { FormAlert } from "./form-alert.tsx";
import { formFailureOf, NO_FAILURE } from "./form-errors.ts";
import type { FormFailure } from "./form-errors.ts";
import { PARENT_SETTINGS_QUERY_KEY } from "./parent-query-keys.ts";
import { SaveFooter } from "./save-footer.tsx";
import { ParentDialog } from "./parent-dialog.tsx";

/** The stored zone before a parent ever chose one (accounts made before the sign-up sent the browser's). */
const UNCHOSEN_TIME_ZONE = "UTC";

/** Every zone the browser knows, with `current` kept even if the list lacks it (some list no plain "UTC"). */
function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The parent's own time zone (for alerts' days and the weekly summary's evening) and the weekly summary on or off. */
export function ParentSettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const settings = useQuery({ queryKey: PARENT_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => parentApi.settings(signal), enabled: open });
  let body;
  if (settings.isPending) body = <Spinner label={CHILD_DAY_COPY.settingsTitle} />;
  else if (settings.isError) body = <p role="alert">{plainMessage(settings.error)}</p>;
  else body = <SettingsForm stored={settings.data} onDone={() => onOpenChange(false)} />;
  return (
    <ParentDialog open={open} onOpenChange={onOpenChange} title={CHILD_DAY_COPY.settingsTitle} description={CHILD_DAY_COPY.settingsHint}>
      {body}
    </ParentDialog>
  );
}

function SettingsForm({ stored, onDone }: { stored: ParentSettings; onDone: () => void }) {
  const [values, setValues] = useState<ParentSettings>(() => ({
    ...stored,
    // A zone never chosen is better guessed from this browser than left at UTC.
    timeZone: stored.timeZone === UNCHOSEN_TIME_ZONE ? browserTimeZone() : stored.timeZone,
  }));
  const [failure, setFailure] = useState<FormFailure>(NO_FAILURE);
  const options = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const queryClient = useQueryClient();
  const summaryId = useId();
  const save = useMutation({
    mutationFn: parentApi.setSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(PARENT_SETTINGS_QUERY_KEY, saved);
      toast({ title: CHILD_DAY_COPY.settingsSaved });
      onDone();
    },
    onError: (error) => setFailure(formFailureOf(error)),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(NO_FAILURE);
    save.mutate(values);
  }

  return (
    <form className="parent-form" onSubmit={submit} noValidate>
      <Field label={CHILD_DAY_COPY.timeZoneLabel} error={failure.fields.timeZone}>
        {(control) => (
          <select
            {...control}
            className="ks-input"
            value={values.timeZone}
            onChange={(event) => setValues((current) => ({ ...current, timeZone: event.target.value }))}
          >
            {options.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="parent-check">
        <Switch
          id={summaryId}
          checked={values.weeklySummary}
          onCheckedChange={(weeklySummary) => setValues((current) => ({ ...current, weeklySummary }))}
        />
        <Label htmlFor={summaryId}>{CHILD_DAY_COPY.weeklySummaryLabel}</Label>
      </div>
      <FormAlert message={failure.form ?? failure.fields.weeklySummary} />
      <SaveFooter onCancel={onDone} saving={save.isPending} />
    </form>
  );
}
