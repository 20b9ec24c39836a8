import { ALERTS_PER_CHILD_DAY } from "@kidsafe/contracts";
import type { FamilyAlertPayload } from "@kidsafe/contracts";
import { createParentAlertsRepository } from "@kidsafe/db";
import { alertMail } from "./alert-mails.ts";
import type { JobContext } from "./context.ts";

export type FamilyAlertResult =
  { outcome: "not_found" | "not_crisis" } | { outcome: "decided" | "already_decided"; mailed: number; digests: number };

/** Decided once in the database, then queued under fixed keys, so a run after a crash mails each parent once. */
export async function runFamilyAlert(
  context: Pick<JobContext, "db" | "queues" | "clock" | "log" | "publicUrl">,
  { eventId }: FamilyAlertPayload,
): Promise<FamilyAlertResult> {
  const decision = await createParentAlertsRepository(context.db).decide(eventId, { now: context.clock(), perDayCap: ALERTS_PER_CHILD_DAY });
  if (decision.outcome === "not_found" || decision.outcome === "not_crisis") {
    context.log.info({ eventId, outcome: decision.outcome }, "no parents' alert for this event");
    return { outcome: decision.outcome };
  }
  const { event, alerts } = decision;
  const mails = alerts.filter((alert) => alert.delivery === "mail");
  const digests = alerts.filter((alert) => alert.delivery === "digest" && alert.digestedAt === null);
  if (mails.length > 0) {
    await context.queues.enqueueMany(
      "mail.send",
      mails.map((alert) => alertMail(event, { id: alert.parentId, email: alert.email, timeZone: alert.parentTimeZone }, context.publicUrl)),
    );
  }
  if (digests.length > 0) {
    await context.queues.enqueueMany(
      "family.alert.digest",
      digests.map((alert) => ({ parentId: alert.parentId, childId: event.childId, day: alert.day })),
    );
  }
  context.log.info({ eventId, outcome: decision.outcome, mailed: mails.length, digests: digests.length }, "parents' alerts queued");
  return { outcome: decision.outcome, mailed: mails.length, digests: digests.length };
}
