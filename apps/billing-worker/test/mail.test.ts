// Mail to parents through the real worker: a "mail.send" job queued as the API queues it (the outbox) reaches the
// SMTP server in SMTP_URL from MAIL_FROM; and the daily privacy retention is scheduled on its own queue.
import { createMailOutbox } from "@kidsafe/mail";
import { startTestMailbox } from "@kidsafe/mail/testing";
import type { TestMailbox } from "@kidsafe/mail/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVACY_RETENTION_CRON } from "../src/jobs/privacy-retention.ts";
import { startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

let mailbox: TestMailbox;
let world: WorkerWorld;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  world = await startWorkerWorld({ env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: "KidSafe Parents <parents@kidsafe.test>" } });
});
afterAll(async () => {
  for (const name of ["mail", "privacy"] as const) await world?.queues.queue(name).obliterate({ force: true });
  await world?.close();
  await mailbox?.close();
});

describe("the worker's mail queue", () => {
  it("sends a queued mail to the mail server from MAIL_FROM", async () => {
    const key = `worker-verify-${String(Date.now())}`;
    await createMailOutbox(world.queues).send({
      key,
      to: "worker-parent@example.com",
      subject: "Confirm your email for KidSafe",
      text: "Confirm: http://127.0.0.1:3000/parent/verify?token=worker",
    });

    const received = await mailbox.waitForMail("worker-parent@example.com", "Confirm your email");
    expect(received.link).toBe("http://127.0.0.1:3000/parent/verify?token=worker");
    const sent = (await (await fetch(`${mailbox.webUrl}/api/email/${received.id}`)).json()) as { from: unknown };
    expect(sent.from).toEqual([{ address: "parents@kidsafe.test", name: "KidSafe Parents" }]);
    const job = await world.queues.queue("mail").getJob(`mail-${key}`);
    expect(await job?.getState()).toBe("completed");
  });
});

describe("the privacy retention", () => {
  it("is scheduled every day in UTC on the privacy queue", async () => {
    const scheduler = await world.queues.queue("privacy").getJobScheduler("privacy-retention");
    expect(scheduler).toMatchObject({ name: "privacy.retention", pattern: PRIVACY_RETENTION_CRON, tz: "UTC" });
  });
});
