import type { RateLimit } from "@kidsafe/server-kit";

/**
 * Logged fullscreen exits per student: a child leaving fullscreen again and again still leaves a clear trail, but a
 * script cannot fill the exit log (the history shows the newest 100) or the table.
 */
export const EXIT_LOGS_PER_STUDENT: RateLimit = { name: "study-mode-exit-log", limit: 30, windowMs: 10 * 60_000 };
