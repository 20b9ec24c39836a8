import { parentalLimitsCalls } from "@kidsafe/contracts";
import type { Feature, ParentalLimitsState, SetParentalLimitsRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** Our own /api/parental-limits calls (docs/decisions.md). */
export const parentalLimitsApi = {
  get: (signal?: AbortSignal): Promise<ParentalLimitsState> => callApi(parentalLimitsCalls.getParentalLimits, signal ? { signal } : {}),
  set: (body: SetParentalLimitsRequest): Promise<ParentalLimitsState> => callApi(parentalLimitsCalls.setParentalLimits, { body }),
  unlockToday: (password: string): Promise<ParentalLimitsState> => callApi(parentalLimitsCalls.unlockToday, { body: { password } }),
  requestPasswordReset: (accountPassword: string): Promise<ParentalLimitsState> =>
    callApi(parentalLimitsCalls.requestParentPasswordReset, { body: { accountPassword } }),
  cancelPasswordReset: (password: string): Promise<ParentalLimitsState> =>
    callApi(parentalLimitsCalls.cancelParentPasswordReset, { body: { password } }),
  /** This minute's report, naming the feature in front (none: only the app's overall time counts it). */
  recordActivity: (feature?: Feature): Promise<ParentalLimitsState> =>
    callApi(parentalLimitsCalls.recordActivity, { body: feature === undefined ? undefined : { feature } }),
};

/** The browser's own time zone (IANA), sent when a parent saves limits: the child's day ends at midnight there. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}
