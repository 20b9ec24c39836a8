import { FEATURE_LABELS, FEATURES, QUIET_HOURS_MAX_WINDOWS } from "@kidsafe/contracts";
import type { ChildDay, FamilyRules, Feature } from "@kidsafe/contracts";
import { Button, Card, FieldError, TextField, toast } from "@kidsafe/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { parentApi } from "../../../lib/api/parent.ts";
import { FormAlert } from "../form-alert.tsx";
import { formFailureOf } from "../form-errors.ts";
import { childDayKey } from "../parent-query-keys.ts";
import { CHILD_DAY_COPY } from "./child-day-copy.ts";
import { draftOf, limitField, newWindowDraft, rulesOf, windowField } from "./rules-form.ts";
import type { RulesDraft, WindowDraft } from "./rules-form.ts";

/**
 * A daily limit per feature and the quiet-hours windows, saved together with PUT rules. The contracts' schema checks
 * the form first; whatever the server still refuses shows next to the field it names.
 */
export function RulesEditor({ childId, rules }: { childId: number; rules: FamilyRules }) {
  const [draft, setDraft] = useState<RulesDraft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: FamilyRules) => parentApi.setRules(childId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<ChildDay>(childDayKey(childId), (day) => (day ? { ...day, rules: saved } : day));
      setDraft(draftOf(saved));
      toast({ title: CHILD_DAY_COPY.rulesSaved });
    },
    onError: (error) => {
      const failure = formFailureOf(error);
      setErrors(failure.fields);
      setFormError(failure.form ?? CHILD_DAY_COPY.checkFields);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = rulesOf(draft);
    if ("errors" in checked) {
      setErrors(checked.errors);
      setFormError(CHILD_DAY_COPY.checkFields);
      return;
    }
    setErrors({});
    setFormError(undefined);
    save.mutate(checked.rules);
  }

  const setLimit = (feature: Feature, value: string) => setDraft((current) => ({ ...current, limits: { ...current.limits, [feature]: value } }));
  const setWindow = (key: number, change: Partial<WindowDraft>) =>
    setDraft((current) => ({ ...current, windows: current.windows.map((window) => (window.key === key ? { ...window, ...change } : window)) }));
  const addWindow = () => setDraft((current) => ({ ...current, windows: [...current.windows, newWindowDraft()] }));
  const removeWindow = (key: number) => setDraft((current) => ({ ...current, windows: current.windows.filter((window) => window.key !== key) }));

  return (
    <Card className="parent-card" aria-labelledby="rules-title">
      <form className="parent-form" onSubmit={submit} noValidate>
        <h2 id="rules-title">{CHILD_DAY_COPY.rulesTitle}</h2>
        <p className="ks-muted">{CHILD_DAY_COPY.rulesHint}</p>
        <div className="rules-limits">
          {FEATURES.map((feature) => (
            <TextField
              key={feature}
              label={CHILD_DAY_COPY.featureLimitLabel(FEATURE_LABELS[feature])}
              name={limitField(feature)}
              inputMode="numeric"
              placeholder={CHILD_DAY_COPY.noLimit}
              value={draft.limits[feature]}
              onChange={(event) => setLimit(feature, event.target.value)}
              error={errors[limitField(feature)]}
            />
          ))}
        </div>
        <h3>{CHILD_DAY_COPY.quietHoursTitle}</h3>
        {draft.windows.length === 0 && <p className="ks-muted">{CHILD_DAY_COPY.noQuietHours}</p>}
        {draft.windows.map((window, index) => (
          <QuietHoursFields
            key={window.key}
            index={index}
            window={window}
            errors={errors}
            onChange={(change) => setWindow(window.key, change)}
            onRemove={() => removeWindow(window.key)}
          />
        ))}
        <FieldError id="quiet-hours-error">{errors.quietHours}</FieldError>
        {draft.windows.length < QUIET_HOURS_MAX_WINDOWS ? (
          <Button type="button" variant="secondary" onClick={addWindow}>
            {CHILD_DAY_COPY.addWindow}
          </Button>
        ) : (
          <p className="ks-muted">{CHILD_DAY_COPY.maxWindows}</p>
        )}
        <FormAlert message={formError} />
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          {CHILD_DAY_COPY.saveRules}
        </Button>
      </form>
    </Card>
  );
}

const TIME_EDGES = ["start", "end"] as const;

interface QuietHoursFieldsProps {
  index: number;
  window: WindowDraft;
  errors: Readonly<Record<string, string>>;
  onChange: (change: Partial<WindowDraft>) => void;
  onRemove: () => void;
}

/** One window: its days as toggle chips, Sunday first, and its start and end times. */
function QuietHoursFields({ index, window, errors, onChange, onRemove }: QuietHoursFieldsProps) {
  const id = useId();
  const toggleDay = (day: number) =>
    onChange({ days: window.days.includes(day) ? window.days.filter((other) => other !== day) : [...window.days, day] });
  const daysError = errors[windowField(index, "days")];
  // A refusal of the window as a whole (the same start and end) belongs under its times.
  const wholeError = errors[windowField(index)];
  return (
    <fieldset className="quiet-window" aria-label={CHILD_DAY_COPY.windowLabel(index)}>
      <legend>{CHILD_DAY_COPY.windowLabel(index)}</legend>
      <div className="quiet-days" role="group" aria-label={CHILD_DAY_COPY.days} aria-describedby={daysError ? `${id}-days-error` : undefined}>
        {CHILD_DAY_COPY.dayNames.map((name, day) => (
          <button key={name} type="button" className="quiet-day" aria-pressed={window.days.includes(day)} onClick={() => toggleDay(day)}>
            {name}
          </button>
        ))}
      </div>
      <FieldError id={`${id}-days-error`}>{daysError}</FieldError>
      <div className="quiet-times">
        {TIME_EDGES.map((edge) => (
          <TextField
            key={edge}
            id={`${id}-${edge}`}
            type="time"
            label={CHILD_DAY_COPY[edge]}
            value={window[edge]}
            error={errors[windowField(index, edge)]}
            onChange={(event) => onChange({ [edge]: event.target.value })}
          />
        ))}
      </div>
      <FieldError id={`${id}-error`}>{wholeError}</FieldError>
      <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
        {CHILD_DAY_COPY.removeWindow}
      </Button>
    </fieldset>
  );
}
