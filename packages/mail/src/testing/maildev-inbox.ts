// Reading a MailDev inbox through its REST API (GET /api/email): the mails a parent would read, for the tests and
// the e2e specs ("@kidsafe/mail/testing/inbox" alone: no MailDev, no queue client loaded).

/** One received mail, as a test reads it. */
export interface ReceivedMail {
  id: string;
  /** Recipients' addresses, lower-cased (MailDev keeps what the sender wrote). */
  to: string[];
  subject: string;
  text: string;
  /** The first http(s) address in the text: the verification or reset link. */
  link: string | undefined;
  receivedAt: Date;
}

export interface MailDevInbox {
  /** Every mail received so far, oldest first. */
  mails(): Promise<ReceivedMail[]>;
  /** The newest mail to `to` (any case) whose subject matches, once it arrives; throws after `timeoutMs`. */
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

/** The inbox of the MailDev whose web interface is at `webUrl` (e.g. http://127.0.0.1:3011). */
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
