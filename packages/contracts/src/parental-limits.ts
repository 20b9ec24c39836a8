/**
 * /api/parental-limits* — our own calls (seed 000 §8's 'App Locked' texts imply a daily message limit and a
 * daily time limit kept by parents; the seed shows no call for them). Recorded in docs/decisions.md.
 */
import { z } from "zod";
import { IsoDateTime, passwordField } from "./common.ts";
import { STUDY_MODE_TEXTS } from "./constants/texts-student.ts";
import { ActivityReport } from "./features.ts";
import { defineCall } from "./http.ts";

/** Bounds of what a parent may set; both limits are off (null) until a parent sets them. */
export const PARENTAL_LIMIT_BOUNDS = {
  dailyMessages: { min: 1, max: 1000 },
  dailyMinutes: { min: 1, max: 24 * 60 },
} as const;

/** How often the open app tells the server the child is using it (the time limit counts those minutes). */
export const ACTIVITY_HEARTBEAT_INTERVAL_MS = 60_000;
/** A new parent password: at least this many characters, of at least PARENT_PASSWORD_MIN_DISTINCT different ones. */
export const PARENT_PASSWORD_MIN_LENGTH = 8;
export const PARENT_PASSWORD_MIN_DISTINCT = 4;
/**
 * A forgotten parent password is reset with the child's account password, but only this long after it was asked
 * for: the app shows the pending reset meanwhile, and the parent cancels it with the parent password.
 */
export const PARENT_PASSWORD_RESET_COOLING_OFF_MS = 72 * 60 * 60_000;
/** The exit history dialog shows at most this many exits, newest first. */
export const STUDY_MODE_EXIT_HISTORY_LIMIT = 100;

const plural = (count: number, noun: string) => `${count.toString()} ${noun}${count === 1 ? "" : "s"}`;

/** Our wording (the seeds are silent) for what the server and the parental controls say. */
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

/** Why `password` is too weak to become the parent password, or null when it is strong enough. */
export function parentPasswordWeakness(password: string): string | null {
  const characters = [...password];
  if (characters.length < PARENT_PASSWORD_MIN_LENGTH || new Set(characters).size < PARENT_PASSWORD_MIN_DISTINCT) {
    return PARENTAL_TEXTS.weakParentPassword;
  }
  return null;
}

/** An IANA time zone name the runtime knows (e.g. 'Europe/London'), from the browser's Intl settings. */
export const TimeZoneName = z
  .string({ error: PARENTAL_TEXTS.unknownTimeZone })
  .min(1, PARENTAL_TEXTS.unknownTimeZone)
  .max(64, PARENTAL_TEXTS.unknownTimeZone)
  .refine((name) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      return true;
    } catch {
      return false;
    }
  }, PARENTAL_TEXTS.unknownTimeZone);

function limitField(bounds: { min: number; max: number }, message: string) {
  return z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message).nullable();
}

export const ParentalLimits = z.object({
  /** Messages a child may send per local day; null = no limit. */
  dailyMessageLimit: limitField(PARENTAL_LIMIT_BOUNDS.dailyMessages, PARENTAL_TEXTS.messageLimitRange),
  /** Minutes of use per local day; null = no limit. */
  dailyTimeLimitMinutes: limitField(PARENTAL_LIMIT_BOUNDS.dailyMinutes, PARENTAL_TEXTS.timeLimitRange),
  /** The child's time zone: the daily limits start again at midnight there. */
  timeZone: TimeZoneName,
});
export type ParentalLimits = z.infer<typeof ParentalLimits>;

export const ParentalLimitsState = ParentalLimits.extend({
  /** false until a parent has chosen a parent password (the first study-mode switch-on or limits save). */
  parentPasswordSet: z.boolean(),
  /** When a pending reset of a forgotten parent password takes effect; null: none pending. */
  parentPasswordResetAt: IsoDateTime.nullable(),
  today: z.object({
    /** The child's local calendar day, YYYY-MM-DD. */
    day: z.iso.date(),
    messages: z.number().int().nonnegative(),
    minutes: z.number().int().nonnegative(),
    /** The message limit is used up: chat answers `locked: true` until local midnight. */
    messagesLocked: z.boolean(),
    /** The time limit is used up: chat answers 423 until local midnight. */
    timeLocked: z.boolean(),
  }),
});
export type ParentalLimitsState = z.infer<typeof ParentalLimitsState>;

export const SetParentalLimitsRequest = ParentalLimits.extend({
  password: passwordField(STUDY_MODE_TEXTS.passwordRequired),
}).strict();
export type SetParentalLimitsRequest = z.infer<typeof SetParentalLimitsRequest>;

export const UnlockTodayRequest = z.strictObject({ password: passwordField(STUDY_MODE_TEXTS.passwordRequired) });
export type UnlockTodayRequest = z.infer<typeof UnlockTodayRequest>;

export const ParentPasswordResetRequest = z.strictObject({
  accountPassword: passwordField("Please enter the child's sign-in password"),
});
export type ParentPasswordResetRequest = z.infer<typeof ParentPasswordResetRequest>;

export const parentalLimitsCalls = {
  /** The child may read the limits and today's use; only the parent password changes them. */
  getParentalLimits: defineCall({ method: "GET", path: "/api/parental-limits", response: ParentalLimitsState }),
  setParentalLimits: defineCall({
    method: "PUT",
    path: "/api/parental-limits",
    body: SetParentalLimitsRequest,
    response: ParentalLimitsState,
    errors: { 403: "Wrong parent password: nothing changes", 429: "Too many wrong parent passwords" },
  }),
  /** Clears today's counts (the 'Visit Parental Controls to unlock' of the time-limit text). */
  unlockToday: defineCall({
    method: "POST",
    path: "/api/parental-limits/unlock",
    body: UnlockTodayRequest,
    response: ParentalLimitsState,
    errors: { 403: "Wrong parent password: nothing changes", 429: "Too many wrong parent passwords" },
  }),
  /** A parent who forgot the parent password: starts the cooling-off with the child's account password. */
  requestParentPasswordReset: defineCall({
    method: "POST",
    path: "/api/parental-limits/password-reset",
    body: ParentPasswordResetRequest,
    response: ParentalLimitsState,
    errors: { 403: "Wrong account password", 409: "No parent password to reset", 429: "Too many wrong passwords" },
  }),
  /** The parent still knows the parent password: the pending reset is dropped. */
  cancelParentPasswordReset: defineCall({
    method: "POST",
    path: "/api/parental-limits/password-reset/cancel",
    body: UnlockTodayRequest,
    response: ParentalLimitsState,
    errors: { 403: "Wrong parent password: nothing changes", 429: "Too many wrong parent passwords" },
  }),
  /**
   * The open app says once a minute (and when a page opens) that the child is using it, naming the feature in front;
   * older clients send no body (Fastify reads none as null). Answers today's state, or 423 with the lock's text while quiet hours hold or the
   * named feature's daily limit is used up.
   */
  recordActivity: defineCall({
    method: "POST",
    path: "/api/parental-limits/activity",
    body: ActivityReport.nullish(),
    response: ParentalLimitsState,
    errors: { 423: "Quiet hours, or the named feature's daily limit is used up: the page locks" },
  }),
} as const;
