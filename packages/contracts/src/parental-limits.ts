/** Our own calls: the specification's 'App Locked' texts imply these limits but show no call. Recorded in docs/decisions.md. */
import { z } from "zod";
import { IsoDateTime, passwordField } from "./common.ts";
import { STUDY_MODE_TEXTS } from "./constants/texts-student.ts";
import { ActivityReport } from "./features.ts";
import { defineCall } from "./http.ts";

/** Both limits are off (null) until a parent sets them. */
export const PARENTAL_LIMIT_BOUNDS = {
  dailyMessages: { min: 1, max: 1000 },
  dailyMinutes: { min: 1, max: 24 * 60 },
} as const;

/** The time limit counts these minutes. */
export const ACTIVITY_HEARTBEAT_INTERVAL_MS = 60_000;
export const PARENT_PASSWORD_MIN_LENGTH = 8;
export const PARENT_PASSWORD_MIN_DISTINCT = 4;
/** A child must not reset it at once: the app shows the pending reset meanwhile, and the parent cancels it with the parent password. */
export const PARENT_PASSWORD_RESET_COOLING_OFF_MS = 72 * 60 * 60_000;
export const STUDY_MODE_EXIT_HISTORY_LIMIT = 100;

const plural = (count: number, noun: string) => `${count.toString()} ${noun}${count === 1 ? "" : "s"}`;

export const PARENTAL_TEXTS = {
  title: "Parental Controls",
  description: "Daily limits for this child, kept by the server. Only the parent password can change them.",
  dailyMessageLimit: "Daily message limit",
  dailyTimeLimit: "Daily time limit (minutes)",
  off: "Off",
  parentPassword: "Parent password",
  save: "Save limits",
  saved: "Limits saved",
  unlockToday: "Unlock for today",
  unlocked: "Unlocked for today",
  usageToday: (messages: number, minutes: number) => `Today: ${plural(messages, "message")}, ${plural(minutes, "minute")}`,
  choosePassword: "Choose a parent password. You will need it to change these settings later.",
  wrongParentPassword: "That parent password is not right. Nothing was changed.",
  tooManyWrongPasswords: "Too many wrong parent passwords. Please wait a few minutes and try again.",
  sameAsChildPassword: "The parent password must be different from the child's sign-in password.",
  noParentPassword: "No parent password is set yet. Turn on study mode or save limits to choose one.",
  unknownTimeZone: "timeZone must be a time zone name such as Europe/London",
  messageLimitRange: `Daily message limit must be a whole number from ${PARENTAL_LIMIT_BOUNDS.dailyMessages.min} to ${PARENTAL_LIMIT_BOUNDS.dailyMessages.max}, or off`,
  timeLimitRange: `Daily time limit must be a whole number of minutes from ${PARENTAL_LIMIT_BOUNDS.dailyMinutes.min} to ${PARENTAL_LIMIT_BOUNDS.dailyMinutes.max}, or off`,
  studyModeLockedAlert: `${STUDY_MODE_TEXTS.lockedTitle}: ${STUDY_MODE_TEXTS.lockedDescription}`,
  studyModeOffNoExit: "Study mode is off, so there is no exit to log.",
  tooManyExitLogs: "Too many fullscreen exits were logged in a short time. The next ones will be logged in a few minutes.",
  studyModeOffNeedsPassword: "Turning study mode off needs the parent password.",
  weakParentPassword: `The parent password must be at least ${PARENT_PASSWORD_MIN_LENGTH} characters long and not just a few characters repeated.`,
  forgotPassword: "Forgot the parent password?",
  accountPassword: "The child's sign-in password",
  requestReset: "Reset the parent password",
  resetExplained: `The reset takes effect ${PARENT_PASSWORD_RESET_COOLING_OFF_MS / 3_600_000} hours after it is asked for; until then everything stays as it is, and the parent password cancels it. Afterwards, the next parent password given becomes the new one.`,
  resetPending: (at: string) => `A reset of the parent password was asked for. It takes effect on ${at} unless the parent password cancels it.`,
  cancelReset: "Cancel the reset",
  resetCancelled: "The reset was cancelled",
  wrongAccountPassword: "That is not the sign-in password of this account. Nothing was changed.",
  noParentPasswordToReset: "No parent password is set, so there is nothing to reset.",
  deletionLockedByStudyMode: "Disable study mode first to delete the account.",
} as const;

export function parentPasswordWeakness(password: string): string | null {
  const characters = [...password];
  if (characters.length < PARENT_PASSWORD_MIN_LENGTH || new Set(characters).size < PARENT_PASSWORD_MIN_DISTINCT) {
    return PARENTAL_TEXTS.weakParentPassword;
  }
  return null;
}

/**
 * Building a formatter is slow (a browser loads its date data for the first one), and every parse of a child's rules
 * asks: the implementation's list of zones answers first. That list holds only canonical names, so a zone it lacks
 * (an alias such as "US/Eastern") is still tried with a formatter, and is remembered once known.
 */
let knownTimeZones: Set<string> | undefined;

function isKnownTimeZone(name: string): boolean {
  // ECMA-402 requires "UTC" of every implementation, though the list leaves it out.
  knownTimeZones ??= new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

export const TimeZoneName = z
  .string({ error: PARENTAL_TEXTS.unknownTimeZone })
  .min(1, PARENTAL_TEXTS.unknownTimeZone)
  .max(64, PARENTAL_TEXTS.unknownTimeZone)
  .refine(isKnownTimeZone, PARENTAL_TEXTS.unknownTimeZone);

function limitField(bounds: { min: number; max: number }, message: string) {
  return z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message).nullable();
}

export const ParentalLimits = z.object({
  dailyMessageLimit: limitField(PARENTAL_LIMIT_BOUNDS.dailyMessages, PARENTAL_TEXTS.messageLimitRange),
  dailyTimeLimitMinutes: limitField(PARENTAL_LIMIT_BOUNDS.dailyMinutes, PARENTAL_TEXTS.timeLimitRange),
  /** The daily limits start again at midnight there. */
  timeZone: TimeZoneName,
});
export type ParentalLimits = z.infer<typeof ParentalLimits>;

export const ParentalLimitsState = z.object({
  ...ParentalLimits.shape,
  parentPasswordSet: z.boolean(),
  parentPasswordResetAt: IsoDateTime.nullable(),
  today: z.object({
    day: z.iso.date(),
    messages: z.number().int().nonnegative(),
    minutes: z.number().int().nonnegative(),
    messagesLocked: z.boolean(),
    timeLocked: z.boolean(),
  }),
});
export type ParentalLimitsState = z.infer<typeof ParentalLimitsState>;

export const SetParentalLimitsRequest = z.strictObject({
  ...ParentalLimits.shape,
  password: passwordField(STUDY_MODE_TEXTS.passwordRequired),
});
export type SetParentalLimitsRequest = z.infer<typeof SetParentalLimitsRequest>;

export const UnlockTodayRequest = z.strictObject({ password: passwordField(STUDY_MODE_TEXTS.passwordRequired) });
export type UnlockTodayRequest = z.infer<typeof UnlockTodayRequest>;

export const ParentPasswordResetRequest = z.strictObject({
  accountPassword: passwordField("Please enter the child's sign-in password"),
});
export type ParentPasswordResetRequest = z.infer<typeof ParentPasswordResetRequest>;

/** What a call guarded by the parent password answers to a wrong one. */
const WRONG_PARENT_PASSWORD = { 403: "Wrong parent password: nothing changes", 429: "Too many wrong parent passwords" };

export const parentalLimitsCalls = {
  /** Only the parent password changes the limits. */
  getParentalLimits: defineCall({
    method: "GET",
    path: "/api/parental-limits",
    response: ParentalLimitsState,
  }),
  setParentalLimits: defineCall({
    method: "PUT",
    path: "/api/parental-limits",
    body: SetParentalLimitsRequest,
    response: ParentalLimitsState,
    errors: WRONG_PARENT_PASSWORD,
  }),
  unlockToday: defineCall({
    method: "POST",
    path: "/api/parental-limits/unlock",
    body: UnlockTodayRequest,
    response: ParentalLimitsState,
    errors: WRONG_PARENT_PASSWORD,
  }),
  requestParentPasswordReset: defineCall({
    method: "POST",
    path: "/api/parental-limits/password-reset",
    body: ParentPasswordResetRequest,
    response: ParentalLimitsState,
    errors: { 403: "Wrong account password", 409: "No parent password to reset", 429: "Too many wrong passwords" },
  }),
  cancelParentPasswordReset: defineCall({
    method: "POST",
    path: "/api/parental-limits/password-reset/cancel",
    body: UnlockTodayRequest,
    response: ParentalLimitsState,
    errors: WRONG_PARENT_PASSWORD,
  }),
  /** Older clients send no body (Fastify reads none as null). */
  recordActivity: defineCall({
    method: "POST",
    path: "/api/parental-limits/activity",
    body: ActivityReport.nullish(),
    response: ParentalLimitsState,
    errors: { 423: "Quiet hours, or the named feature's daily limit is used up: the page locks" },
  }),
} as const;
