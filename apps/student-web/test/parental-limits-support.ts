import type { ParentalLimitsState } from "@kidsafe/contracts";

/** A child's parental limits as the API answers them; unless `overrides` says otherwise, nothing set and nothing used today. */
export function parentalLimitsState(overrides: Partial<ParentalLimitsState> = {}): ParentalLimitsState {
  return {
    dailyMessageLimit: null,
    dailyTimeLimitMinutes: null,
    timeZone: "Europe/London",
    parentPasswordSet: false,
    parentPasswordResetAt: null,
    today: { day: "2026-11-22", messages: 0, minutes: 0, messagesLocked: false, timeLocked: false },
    ...overrides,
  };
}
