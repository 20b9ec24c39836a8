export { BodyTooLargeError, readBody, readJsonObject } from "./http-io.ts";
export { answerControl, scriptRoutes } from "./control.ts";
export type { ControlAnswer, ControlRequest, ControlRoutes } from "./control.ts";
export { hasErrorStatus, noFieldsNeeded, scriptedOutcomeGuard } from "./scripted-outcome.ts";
export type { OutcomeFieldsCheck } from "./scripted-outcome.ts";
