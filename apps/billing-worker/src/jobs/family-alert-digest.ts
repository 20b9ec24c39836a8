import type { FamilyAlertDigestPayload } from "@kidsafe/contracts";
import { createParentAlertsRepository } from "@kidsafe/db";
import { alertDigestMail } from "./alert-mails.ts";
import type { JobContext } from "./context.ts";

/** Queued in the transaction that marks the alerts digested, under a key a retry reuses, so the mail goes once. */
export async function runFamilyAlertDigest(
  context: Pick<JobContext, "db" | "queues" | "clock" | "log" | "publicUrl">,
  payload: FamilyAlertDigestPayload,
): Promise<{ digested: number }> {
  const digested = await createParentAlertsRepository(context.db).takeDigest(payload, context.clock(), async (digest) => {
    await context.queues.enqueue("mail.send", alertDigestMail(digest, context.publicUrl));
  });
  context.log.info({ ...payload, digested }, "parents' alert digest queued");
  return { digested };
}
