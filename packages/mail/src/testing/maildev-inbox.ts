// A separate entry point: loads no MailDev and no queue client.

export interface ReceivedMail {
  id: string;
  /** Lower-cased: MailDev keeps what the sender wrote. */
  to: string[];
  subject: string;
  text: string;
  link: string | undefined;
  receivedAt: Date;
}

export interface MailDevInbox {
  mails(): Promise<ReceivedMail[]>;
  waitForMail(to: string, subject: RegExp | string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
}

interface MailDevEmail {
  id: string;
  time: string;
  subject: string;
  text?: string;
  to: { address: string }[];
}

const WAIT_FOR_MAIL_TIMEOUT_MS = 15_000;
const POLL_INTERVAL_MS = 100;
const LINK = /https?:\/\/[^\s<>"')\]]+/;

export const firstLinkOf = (text: string): string | undefined => LINK.exec(text)?.[0];

const receivedMailOf = (email: MailDevEmail): ReceivedMail => ({
  id: email.id,
  to: email.to.map((recipient) => recipient.address.toLowerCase()),
  subject: email.subject,
  text: email.text ?? "",
  link: firstLinkOf(email.text ?? ""),
  receivedAt: new Date(email.time),
});

export function mailDevInbox(webUrl: string): MailDevInbox {
  const mails = async (): Promise<ReceivedMail[]> => {
    const response = await fetch(`${webUrl}/api/email`, { signal: AbortSignal.timeout(5_000) }).catch((error: unknown) => {
      throw new Error(`MailDev does not answer on ${webUrl}: ${(error as Error).message}`);
    });
    if (!response.ok) throw new Error(`MailDev on ${webUrl} answered ${String(response.status)} to GET /api/email`);
    return ((await response.json()) as MailDevEmail[]).map(receivedMailOf);
  };

  return {
    mails,
    async waitForMail(to, subject, { timeoutMs = WAIT_FOR_MAIL_TIMEOUT_MS } = {}) {
      const address = to.toLowerCase();
      const matches = (mail: ReceivedMail) =>
        mail.to.includes(address) && (typeof subject === "string" ? mail.subject.includes(subject) : subject.test(mail.subject));
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await mails()).filter(matches).at(-1);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `No mail to ${to} with a subject matching ${String(subject)} reached MailDev (${webUrl}) within ${String(timeoutMs)} ms`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
      }
    },
  };
}
