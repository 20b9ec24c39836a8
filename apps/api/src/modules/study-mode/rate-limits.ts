import type { RateLimit } from "@kidsafe/server-kit";

/** A child leaving fullscreen again and again still leaves a clear trail, but a script cannot fill the exit log. */
export const EXIT_LOGS_PER_STUDENT: RateLimit = { name: "study-mode-exit-log", limit: 30, windowMs: 10 * 60_000 };
