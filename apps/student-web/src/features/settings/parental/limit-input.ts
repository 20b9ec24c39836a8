import { PARENTAL_LIMIT_BOUNDS, PARENTAL_TEXTS } from "@kidsafe/contracts";

/**
 * A limit field's text as the value sent to the server: blank means off (null); anything else must be a
 * whole number within the bounds, else the error to show under the field.
 */
export function parseLimitInput(
  text: string,
  bounds: { min: number; max: number },
  rangeMessage: string,
): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { value: null };
  if (!/^\d+$/.test(trimmed)) return { error: rangeMessage };
  const value = Number(trimmed);
  if (value < bounds.min || value > bounds.max) return { error: rangeMessage };
  return { value };
}

export const limitToInput = (value: number | null): string => (value === null ? "" : String(value));

/** The daily limits as their two fields' texts. */
export interface DailyLimitInputs {
  messages: string;
  minutes: string;
}

export type DailyLimitErrors = Partial<Record<keyof DailyLimitInputs, string>>;

export interface DailyLimits {
  dailyMessageLimit: number | null;
  dailyTimeLimitMinutes: number | null;
}

export const dailyLimitInputsOf = (limits: DailyLimits): DailyLimitInputs => ({
  messages: limitToInput(limits.dailyMessageLimit),
  minutes: limitToInput(limits.dailyTimeLimitMinutes),
});

/** Both fields checked at once: the limits to send, or the error of every field that is wrong. */
export function parseDailyLimits(inputs: DailyLimitInputs): { limits: DailyLimits } | { errors: DailyLimitErrors } {
  const messages = parseLimitInput(inputs.messages, PARENTAL_LIMIT_BOUNDS.dailyMessages, PARENTAL_TEXTS.messageLimitRange);
  const minutes = parseLimitInput(inputs.minutes, PARENTAL_LIMIT_BOUNDS.dailyMinutes, PARENTAL_TEXTS.timeLimitRange);
  if ("value" in messages && "value" in minutes) {
    return { limits: { dailyMessageLimit: messages.value, dailyTimeLimitMinutes: minutes.value } };
  }
  return { errors: { ...("error" in messages && { messages: messages.error }), ...("error" in minutes && { minutes: minutes.error }) } };
}
