import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMailer } from "@kidsafe/mail";
import { mailDevInbox } from "@kidsafe/mail/testing/inbox";
import { freePort, portAnswers } from "@kidsafe/testing";
import { describe, expect, it } from "vitest";
import { resolveMail } from "../src/mail.ts";

describe("resolveMail", () => {
  it("starts MailDev without SMTP_URL: the worker's mail lands in an inbox readable on the web port", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "dev-stack-mail-"));
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const mail = await resolveMail({ env: { PATH: process.env.PATH, SMTP_URL: "" }, dataDir, smtpPort, webPort, onLine: () => undefined });
    try {
      expect(mail.env).toEqual({ SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`, MAIL_FROM: "KidSafe <no-reply@kidsafe.local>" });
      expect(mail.description).toContain(`MailDev inbox at http://127.0.0.1:${String(webPort)}`);
      const mailer = createMailer({ smtpUrl: mail.env.SMTP_URL ?? "", from: mail.env.MAIL_FROM ?? "" });
      await mailer.send({
        key: "dev-1",
        to: "parent@example.com",
        subject: "Reset your password",
        text: "http://127.0.0.1:3000/parent/reset?t=1",
      });
      mailer.close();
      const received = await mailDevInbox(`http://127.0.0.1:${String(webPort)}`).waitForMail("parent@example.com", "Reset");
      expect(received.link).toBe("http://127.0.0.1:3000/parent/reset?t=1");
    } finally {
      await mail.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(await portAnswers(webPort)).toBe(false);
    expect(await portAnswers(smtpPort)).toBe(false);
  }, 60_000);

  it("passes SMTP_URL and MAIL_FROM on when SMTP_URL is set, showing no password", async () => {
    const env = { SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465", MAIL_FROM: "Parents <parents@example.com>" };
    const mail = await resolveMail({ env, dataDir: tmpdir(), smtpPort: 1, webPort: 1 });
    expect(mail.env).toEqual(env);
    expect(mail.process).toBeUndefined();
    expect(mail.description).toBe("smtps://smtp.example.com:465 (SMTP_URL), from Parents <parents@example.com>");
  });
});
