import { MINUTE } from "../../http/rate-limit-windows.ts";

/** Every preview may make the server fetch a stranger's page, so each one counts, cache hits included. */
export const PREVIEW_RATE_LIMITS = {
  perStudent: { name: "preview-student", limit: 30, windowMs: MINUTE },
  perIp: { name: "preview-ip", limit: 300, windowMs: MINUTE },
} as const;

export const PREVIEW_RATE_LIMIT_MESSAGE = "Too many link previews. Please wait a minute and try again.";
