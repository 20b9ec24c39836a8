import { GENERAL_TEXTS, REPORT_DETAILS_MAX_LENGTH, REPORT_DETAILS_ROWS, REPORT_REASONS, REPORT_TEXTS } from "@kidsafe/contracts";
import type { ReportAppRequest } from "@kidsafe/contracts";
import { Button, DialogClose, DialogDescription, DialogFooter, DialogFor, DialogTitle, SelectOptions, toast } from "@kidsafe/ui";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { searchApi } from "../../lib/api/search.ts";
import { REPORT_FAILURE_TOAST, REPORT_SUCCESS_TOAST, reportRequestOf } from "./report-form.ts";
import type { ReportTarget } from "./report-form.ts";
import { SEARCH_COPY } from "./search-copy.ts";

export interface ReportDialogProps {
  /** The app whose 'Report' was pressed; null keeps the dialog closed. */
  target: ReportTarget | null;
  onClose: () => void;
}

/**
 * 'Report Sponsored App': closed, open for the chosen app, submitting ('Submitting...'),
 * then success (toast, the dialog closes and its fields start empty next time) or failure (toast, the dialog
 * stays open with what was typed).
 */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  return (
    <DialogFor subject={target} onClose={onClose} className="search-report-dialog">
      {/* Keyed by app: another app's report starts with empty fields. */}
      {(app) => <ReportForm key={app.advertiserId} target={app} onDone={onClose} />}
    </DialogFor>
  );
}

function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const reasonId = useId();
  const detailsId = useId();
  const submit = useMutation({
    mutationFn: (request: ReportAppRequest) => searchApi.reportApp(request),
    onSuccess: () => {
      toast(REPORT_SUCCESS_TOAST);
      onDone();
    },
    onError: () => toast(REPORT_FAILURE_TOAST),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    const outcome = reportRequestOf({ target, reason, details });
    if ("problem" in outcome) {
      toast(outcome.problem);
      return;
    }
    submit.mutate(outcome.request);
  }

  return (
    <form className="search-report-form" onSubmit={handleSubmit} noValidate>
      <DialogTitle>{REPORT_TEXTS.dialogTitle}</DialogTitle>
      <DialogDescription>{REPORT_TEXTS.dialogDescription}</DialogDescription>
      <p className="search-report-app">{REPORT_TEXTS.appLabel(target.appName)}</p>

      <label className="ks-label" htmlFor={reasonId}>
        {SEARCH_COPY.reasonLabel}
      </label>
      <select id={reasonId} className="ks-input" value={reason} onChange={(event) => setReason(event.target.value)}>
        <option value="" disabled>
          {REPORT_TEXTS.reasonPlaceholder}
        </option>
        <SelectOptions options={REPORT_REASONS} />
      </select>

      <label className="ks-label" htmlFor={detailsId}>
        {SEARCH_COPY.detailsLabel}
      </label>
      <textarea
        className="ks-input search-report-details"
        id={detailsId}
        rows={REPORT_DETAILS_ROWS}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        placeholder={SEARCH_COPY.detailsPlaceholder}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{GENERAL_TEXTS.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={submit.isPending}>
          {submit.isPending ? REPORT_TEXTS.submitting : REPORT_TEXTS.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
