import type { MailSendPayload } from "@kidsafe/contracts";
import type { JobQueues } from "@kidsafe/jobs";

export interface MailOutbox {
  /**
   * Queues one mail for the worker to send: only Redis is needed, so the caller answers while the mail server is
   * down. The same key again (a retried request) while the first still waits or was sent in the last day queues nothing.
   */
  send(mail: MailSendPayload): Promise<void>;
}

export function createMailOutbox(queues: Pick<JobQueues, "enqueue">): MailOutbox {
  return {
    async send(mail) {
      await queues.enqueue("mail.send", mail);
    },
  };
}
