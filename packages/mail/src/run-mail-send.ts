import type { MailSendPayload } from "@kidsafe/contracts";
import type { Mailer } from "./mailer.ts";

/** A failure throws, and BullMQ retries it with the catalogue's backoff. */
export async function runMailSend(mailer: Mailer, mail: MailSendPayload): Promise<{ messageId: string }> {
  return mailer.send(mail);
}
