import { adminCalls, adminModerationCalls, adminOperationsCalls, previewCalls, safetyEventCalls } from "@kidsafe/contracts";
import type {
  AdminAdvertisersQuery,
  AdminAuditQuery,
  AdminBlockedAnswersQuery,
  AdminReportsQuery,
  AdminSafetyEventsQuery,
  ChangeOperatorPasswordRequest,
  OperatorSignInRequest,
  RunBillingRequest,
  TotpStartRequest,
  UpdateReportRequest,
  UpdateSafetyEventStatusRequest,
} from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** Every call the operator console makes, on the contracts' typed client. */
export const adminApi = {
  me: () => callApi(adminCalls.adminMe),
  signIn: (body: OperatorSignInRequest) => callApi(adminCalls.adminSignIn, { body }),
  signOut: () => callApi(adminCalls.adminSignOut, { body: {} }),
  totpStart: (body: TotpStartRequest) => callApi(adminCalls.adminTotpStart, { body }),
  totpConfirm: (code: string) => callApi(adminCalls.adminTotpConfirm, { body: { code } }),
  changePassword: (body: ChangeOperatorPasswordRequest) => callApi(adminCalls.adminChangePassword, { body }),

  storeKey: (apiKey: string) => callApi(adminCalls.setOpenAiKey, { body: { apiKey } }),
  keyStatus: () => callApi(adminCalls.adminAiKeyStatus),
  preview: (url: string) => callApi(previewCalls.getPreview, { query: { url } }),

  reports: (query: AdminReportsQuery) => callApi(adminModerationCalls.adminReports, { query }),
  updateReport: (id: number, body: UpdateReportRequest) => callApi(adminModerationCalls.adminUpdateReport, { params: { id }, body }),
  advertisers: (query: AdminAdvertisersQuery) => callApi(adminModerationCalls.adminAdvertisers, { query }),
  pause: (id: number, reason: string) => callApi(adminModerationCalls.adminPauseAdvertiser, { params: { id }, body: { reason } }),
  resume: (id: number) => callApi(adminModerationCalls.adminResumeAdvertiser, { params: { id }, body: {} }),
  recheck: (id: number) => callApi(adminModerationCalls.adminRecheckAdvertiser, { params: { id }, body: {} }),
  end: (id: number, reason: string) => callApi(adminModerationCalls.adminEndAdvertiser, { params: { id }, body: { reason } }),
  blockedAnswers: (query: AdminBlockedAnswersQuery) => callApi(adminModerationCalls.adminBlockedAnswers, { query }),
  safetyEvents: (query: AdminSafetyEventsQuery) => callApi(safetyEventCalls.adminSafetyEvents, { query }),
  updateSafetyEventStatus: (id: string, body: UpdateSafetyEventStatusRequest) =>
    callApi(safetyEventCalls.adminUpdateSafetyEventStatus, { params: { id }, body }),

  billing: () => callApi(adminOperationsCalls.adminBilling),
  runBilling: (body: RunBillingRequest) => callApi(adminOperationsCalls.adminRunBilling, { body }),
  waive: (id: string) => callApi(adminOperationsCalls.adminWaiveCycle, { params: { id }, body: {} }),
  audit: (query: AdminAuditQuery) => callApi(adminOperationsCalls.adminAudit, { query }),
  queues: () => callApi(adminOperationsCalls.adminQueues),
};

/** A query key made of the call's method and path (and what it was asked with). */
export const queryKeys = {
  me: [adminCalls.adminMe.method, adminCalls.adminMe.path],
  keyStatus: [adminCalls.adminAiKeyStatus.method, adminCalls.adminAiKeyStatus.path],
  /** The pages of one filter; the first two parts alone name every filter's. */
  reports: (filter: Pick<AdminReportsQuery, "status" | "reason">) => [
    adminModerationCalls.adminReports.method,
    adminModerationCalls.adminReports.path,
    filter,
  ],
  /** The pages of one filter; the first two parts alone name every filter's. */
  advertisers: (filter: Pick<AdminAdvertisersQuery, "search" | "paused">) => [
    adminModerationCalls.adminAdvertisers.method,
    adminModerationCalls.adminAdvertisers.path,
    filter,
  ],
  blockedAnswers: (query: AdminBlockedAnswersQuery) => [
    adminModerationCalls.adminBlockedAnswers.method,
    adminModerationCalls.adminBlockedAnswers.path,
    query,
  ],
  /** The pages of one filter; the first two parts alone name every filter's. */
  safetyEvents: (filter: Pick<AdminSafetyEventsQuery, "status" | "category">) => [
    safetyEventCalls.adminSafetyEvents.method,
    safetyEventCalls.adminSafetyEvents.path,
    filter,
  ],
  billing: [adminOperationsCalls.adminBilling.method, adminOperationsCalls.adminBilling.path],
  /** The pages of one filter; the first two parts alone name every filter's. */
  audit: (filter: Pick<AdminAuditQuery, "action" | "operator">) => [
    adminOperationsCalls.adminAudit.method,
    adminOperationsCalls.adminAudit.path,
    filter,
  ],
  queues: [adminOperationsCalls.adminQueues.method, adminOperationsCalls.adminQueues.path],
} as const;

/** The server's message without the "{status}: " prefix. */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === "object" && "bodyText" in error && typeof error.bodyText === "string") return error.bodyText;
  return error instanceof Error ? error.message : fallback;
}
