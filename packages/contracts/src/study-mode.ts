import { z } from "zod";
import { IsoDateTime, idField, passwordField } from "./common.ts";
import { STUDY_MODE_TEXTS } from "./constants/texts-student.ts";
import { defineCall } from "./http.ts";

export const StudyModeState = z.object({
  enabled: z.boolean(),
  beepEnabled: z.boolean(),
});
export type StudyModeState = z.infer<typeof StudyModeState>;

/** 'auto_switch_off' is no longer performed by the server; older entries keep it. */
export const STUDY_MODE_EXIT_KINDS = ["fullscreen_exit", "auto_switch_off"] as const;
export type StudyModeExitKind = (typeof STUDY_MODE_EXIT_KINDS)[number];

export const StudyModeExit = z.object({
  id: idField("Exit id"),
  exitedAt: IsoDateTime,
  kind: z.enum(STUDY_MODE_EXIT_KINDS),
});
export type StudyModeExit = z.infer<typeof StudyModeExit>;

export const StudyModeExitHistory = z.object({ exits: z.array(StudyModeExit) });
export type StudyModeExitHistory = z.infer<typeof StudyModeExitHistory>;

/** A bare `{ enabled: false }` still parses, and the server refuses it: the app shows a lock screen instead (docs/decisions.md). */
export const StudyModeToggleRequest = z.discriminatedUnion(
  "enabled",
  [
    z.strictObject({ enabled: z.literal(true), password: passwordField(STUDY_MODE_TEXTS.passwordRequired) }),
    z.strictObject({ enabled: z.literal(false), password: passwordField(STUDY_MODE_TEXTS.passwordRequired).optional() }),
  ],
  { error: "enabled must be true or false" },
);
export type StudyModeToggleRequest = z.infer<typeof StudyModeToggleRequest>;

export const StudyModeBeepToggleRequest = z.strictObject({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type StudyModeBeepToggleRequest = z.infer<typeof StudyModeBeepToggleRequest>;

export const studyModeCalls = {
  getStudyMode: defineCall({
    method: "GET",
    path: "/api/study-mode",
    response: StudyModeState,
  }),
  getStudyModeExitHistory: defineCall({
    method: "GET",
    path: "/api/study-mode/exit-history",
    response: StudyModeExitHistory,
  }),
  toggleStudyMode: defineCall({
    method: "POST",
    path: "/api/study-mode/toggle",
    body: StudyModeToggleRequest,
    response: StudyModeState,
    errors: {
      403: "Wrong password: toast 'Error' with the server message, fullscreen is left",
      429: "Too many wrong parent passwords",
    },
  }),
  toggleStudyModeBeep: defineCall({
    method: "POST",
    path: "/api/study-mode/beep/toggle",
    body: StudyModeBeepToggleRequest,
    response: StudyModeState,
    errors: { 423: "Study mode is on: the beep cannot be changed" },
  }),
  /** The server stamps the time. */
  logStudyModeExit: defineCall({
    method: "POST",
    path: "/api/study-mode/log-exit",
    response: StudyModeExit,
    errors: { 409: "Study mode is off: there is nothing to exit" },
  }),
} as const;
