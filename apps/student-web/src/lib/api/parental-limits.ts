import { parentalLimitsCalls } from "@kidsafe/contracts";
import type { Feature, SetParentalLimitsRequest } from "@kidsafe/contracts";
import { callApi } from "@kidsafe/ui";

/** Our own /api/parental-limits calls (docs/decisions.md); each answers the new state. */
export const parentalLimitsApi = {
  get: (signal?: AbortSignal) => callApi(parentalLimitsCalls.getParentalLimits, { signal }),
  set: (body: SetParentalLimitsRequest) => callApi(parentalLimitsCalls.setParentalLimits, { body }),
  unlockToday: (password: string) => callApi(parentalLimitsCalls.unlockToday, { body: { password } }),
  requestPasswordReset: (accountPassword: string) => callApi(parentalLimitsCalls.requestParentPasswordReset, { body: { accountPassword } }),
  cancelPasswordReset: (password: string) => callApi(parentalLimitsCalls.cancelParentPasswordReset, { body: { password } }),
  /** This minute's report, naming the feature in front (none: only the app's overall time counts it). */
  recordActivity: (feature?: Feature) => callApi(parentalLimitsCalls.recordActivity, { body: feature === undefined ? undefined : { feature } }),
};
