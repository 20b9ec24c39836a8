import { createParentAlertsRepository } from "@kidsafe/db";
import type { JobContext } from "./context.ts";

export const FAMILY_ALERT_SWEEP_EVERY_MS = 60_000;
/** Older than a day, parents hear of events in the parent area only: a mail a day late helps less than it alarms. */
export const FAMILY_ALERT_SWEEP_GRACE_MS = 30_000;
export const FAMILY_ALERT_SWEEP_WINDOW_MS = 24 * 60 * 60_000;
/** A backlog after an outage goes over the next runs. */
export const FAMILY_ALERT_SWEEP_MAX = 1_000;

/** For crisis events whose alerts were never decided (Redis was down as they were recorded). */
export async function runFamilyAlertSweep(context: Pick<JobContext, "db" | "queues" | "clock" | "log">): Promise<{ queued: number }> {
  const now = context.clock().getTime();
  const eventIds = await createParentAlertsRepository(context.db).awaitingAlerts({
    since: new Date(now - FAMILY_ALERT_SWEEP_WINDOW_MS),
    before: new Date(now - FAMILY_ALERT_SWEEP_GRACE_MS),
    limit: FAMILY_ALERT_SWEEP_MAX,
  });
  await context.queues.enqueueMany(
    "family.alert",
    eventIds.map((eventId) => ({ eventId })),
  );
  if (eventIds.length > 0) context.log.warn({ queued: eventIds.length }, "alerts of crisis events queued by the sweep");
  return { queued: eventIds.length };
}
