import { REPORT_REASON_VALUES, REPORT_TEXTS } from "@kidsafe/contracts";
import type { ReportAppRequest, ReportReasonValue } from "@kidsafe/contracts";
import type { ToastInput } from "@kidsafe/ui";

/** The sponsored app a 'Report' link was pressed for. */
export interface ReportTarget {
  advertiserId: number;
  appName: string;
}

export interface ReportDraft {
  target: ReportTarget | null;
  /** '' until a reason is chosen in the dropdown. */
  reason: string;
  details: string;
}

const isReason = (value: string): value is ReportReasonValue => (REPORT_REASON_VALUES as readonly string[]).includes(value);

/**
 * The report rules: a reason and non-blank details are both required ('Missing Information'), and
 * there must be an app ('No app to report'). Answers the request to send, or the destructive toast to show.
 */
export function reportRequestOf(draft: ReportDraft): { request: ReportAppRequest } | { problem: ToastInput } {
  const details = draft.details.trim();
  if (!isReason(draft.reason) || details === "") {
    return { problem: { title: REPORT_TEXTS.missingTitle, description: REPORT_TEXTS.missingDescription, variant: "destructive" } };
  }
  if (draft.target === null) return { problem: { title: REPORT_TEXTS.noApp, variant: "destructive" } };
  return { request: { advertiserId: draft.target.advertiserId, reportType: draft.reason, reportDetails: details } };
}

export const REPORT_SUCCESS_TOAST: ToastInput = {
  title: REPORT_TEXTS.successTitle,
  description: REPORT_TEXTS.successDescription,
};

export const REPORT_FAILURE_TOAST: ToastInput = {
  title: REPORT_TEXTS.failedTitle,
  description: REPORT_TEXTS.failedDescription,
  variant: "destructive",
};
