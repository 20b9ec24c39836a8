import type { MailSendPayload } from "@kidsafe/contracts";
import type { JobQueues } from "@kidsafe/jobs";

export interface MailOutbox {
  /** Only Redis is needed, so the caller answers while the mail server is down; the same key queues nothing twice. */
  send(mail: MailSendPayload): Promise<void>;
}

export function createMailOutbox(queues: Pick<JobQueues, "enqueue">): MailOutbox {
  return {
    async send(mail) {
      await queues.enqueue("mail.send", mail);
    },
  };
}
