import type { FamilyAlertDigestPayload } from "@kidsafe/contracts";
import { createParentAlertsRepository } from "@kidsafe/db";
import { alertDigestMail } from "./alert-mails.ts";
import type { JobContext } from "./context.ts";

/**
 * The day's one digest for a parent and child: every alert past the cap not digested yet, in one mail. The mail is
 * queued in the transaction that marks them digested, under a key of the parent, child and day: a retry after a
 * crash queues the same mail, which its job id makes a no-op.
 */
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
