import type { MailSendPayload } from "@kidsafe/contracts";
import { createJobQueues } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { freePort, testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MailNotSentError, createMailOutbox, createMailer } from "../src/index.ts";
import type { MailOutbox } from "../src/index.ts";
import { startMailWorker, startTestMailbox } from "../src/testing/index.ts";
import type { MailWorker, TestMailbox } from "../src/testing/index.ts";

const FROM = "KidSafe <no-reply@kidsafe.test>";
let counter = 0;

/** A mail of its own per test (the queue remembers a sent key for a day). */
function mailTo(name: string, overrides: Partial<MailSendPayload> = {}): MailSendPayload {
  counter++;
  const run = `${String(counter)}-${String(Date.now())}`;
  return {
    key: `verify-${run}`,
    to: `${name}-${run}@example.com`,
    subject: "Confirm your email for KidSafe",
    text: `Open this link to confirm: http://127.0.0.1:3000/parent/verify?token=abc${run}\n\nKidSafe`,
    ...overrides,
  };
}

async function senderOf(mailbox: TestMailbox, id: string): Promise<unknown> {
  const email = (await (await fetch(`${mailbox.webUrl}/api/email/${id}`)).json()) as { from: unknown };
  return email.from;
}

describe("sending mail through the queue", () => {
  const { redisUrl } = testServiceUrls();
  const prefix = uniqueRedisPrefix("mail").slice(0, -1);
  let queues: JobQueues;
  let outbox: MailOutbox;
  let mailbox: TestMailbox | undefined;
  let worker: MailWorker | undefined;

  beforeAll(() => {
    queues = createJobQueues({ connection: redisUrl, prefix });
    outbox = createMailOutbox(queues);
  });
  afterEach(async () => {
    await worker?.close();
    await mailbox?.close();
    worker = mailbox = undefined;
  });
  afterAll(async () => {
    await queues.queue("mail").obliterate({ force: true });
    await queues.close();
  });

  async function startWorkerFor(smtpUrl: string) {
    worker = await startMailWorker({ redisUrl, prefix, mailer: createMailer({ smtpUrl, from: FROM }) });
  }

  it("delivers a queued mail as plain text from MAIL_FROM, with its link", async () => {
    mailbox = await startTestMailbox();
    await startWorkerFor(mailbox.smtpUrl);
    const mail = mailTo("Parent");
    await outbox.send(mail);

    const received = await mailbox.waitForMail(mail.to.toUpperCase(), /^Confirm your email/);
    expect(received.to).toEqual([mail.to.toLowerCase()]);
    expect(received.subject).toBe(mail.subject);
    expect(received.text.trim()).toBe(mail.text);
    expect(received.link).toBe(mail.text.match(/http:\S+/)?.[0]);
    expect(await senderOf(mailbox, received.id)).toEqual([{ address: "no-reply@kidsafe.test", name: "KidSafe" }]);
  });

  it("sends a mail queued twice under one key once, even after it went", async () => {
    mailbox = await startTestMailbox();
    await startWorkerFor(mailbox.smtpUrl);
    const first = mailTo("twice");
    await outbox.send(first);
    await outbox.send({ ...first, subject: "A retried request" });
    await mailbox.waitForMail(first.to, first.subject);
    await outbox.send(first);
    // One mail at a time, in order: once the next mail is in, any duplicate of the first would be too.
    const next = mailTo("next");
    await outbox.send(next);
    await mailbox.waitForMail(next.to, next.subject);

    const toFirst = (await mailbox.mails()).filter((mail) => mail.to.includes(first.to.toLowerCase()));
    expect(toFirst.map((mail) => mail.subject)).toEqual([first.subject]);
  });

  it("keeps a mail while the mail server is down and delivers it once the server is back", async () => {
    const smtpPort = await freePort();
    await startWorkerFor(`smtp://127.0.0.1:${String(smtpPort)}`);
    const failed = new Promise<Error>((resolve) => worker?.worker.once("failed", (_job, error) => resolve(error)));
    const mail = mailTo("later");
    await outbox.send(mail);

    const error = await failed;
    expect(error.message).toContain(`The mail server at smtp://127.0.0.1:${String(smtpPort)} did not take mail "${mail.key}"`);
    const job = await queues.queue("mail").getJob(`mail-${mail.key}`);
    expect(job?.attemptsMade).toBe(1);
    expect(await job?.getState()).toBe("delayed");

    // The catalogue's first retry comes 5 s later; the server is up by then.
    mailbox = await startTestMailbox({ smtpPort });
    const received = await mailbox.waitForMail(mail.to, mail.subject, { timeoutMs: 20_000 });
    expect(received.text.trim()).toBe(mail.text);
    expect(
      await queues
        .queue("mail")
        .getJob(`mail-${mail.key}`)
        .then((done) => done?.getState()),
    ).toBe("completed");
  });

  it("refuses to queue a mail without a recipient address", async () => {
    await expect(outbox.send(mailTo("nobody", { to: "not an address" }))).rejects.toThrow(/payload of job "mail.send" is not valid: to:/);
  });

  it("says which server did not take a mail, without its password", async () => {
    const port = await freePort();
    const mailer = createMailer({ smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${String(port)}`, from: FROM });
    const sending = mailer.send(mailTo("direct"));
    await expect(sending).rejects.toThrow(MailNotSentError);
    await expect(sending).rejects.toThrow(new RegExp(`^The mail server at smtp://127\\.0\\.0\\.1:${String(port)} did not take mail`));
    await expect(sending).rejects.not.toThrow(/s3cret/);
    mailer.close();
  });
});
