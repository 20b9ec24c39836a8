import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, LOCAL_SMTP_URL, describeSmtpUrl, readMailConfig } from "./config.ts";

describe("the mail configuration", () => {
  it("sends to a local MailDev from KidSafe's no-reply address when nothing is set outside production", () => {
    expect(readMailConfig({})).toEqual({ smtpUrl: LOCAL_SMTP_URL, from: DEFAULT_MAIL_FROM });
    expect(readMailConfig({ SMTP_URL: "", MAIL_FROM: "" })).toEqual({ smtpUrl: LOCAL_SMTP_URL, from: DEFAULT_MAIL_FROM });
  });

  it("takes the mail server and the sender as given", () => {
    const config = readMailConfig({
      NODE_ENV: "production",
      SMTP_URL: "smtps://mailer:s3cret@smtp.example.com:465",
      MAIL_FROM: "parents@example.com",
    });
    expect(config).toEqual({ smtpUrl: "smtps://mailer:s3cret@smtp.example.com:465", from: "parents@example.com" });
  });

  it("requires SMTP_URL in production", () => {
    expect(() => readMailConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL: SMTP_URL is required in production/);
  });

  it("says what a mail server address looks like when SMTP_URL is not one", () => {
    for (const wrong of ["127.0.0.1:1025", "http://127.0.0.1:1025", "smtp://"]) {
      expect(() => readMailConfig({ SMTP_URL: wrong })).toThrow(/SMTP_URL must be smtp:\/\/host:port or smtps:\/\/host:port/);
    }
  });

  it("says what a sender looks like when MAIL_FROM is not one", () => {
    for (const wrong of ["KidSafe", "KidSafe <no-reply>", "a@b.example, c@d.example"]) {
      expect(() => readMailConfig({ MAIL_FROM: wrong })).toThrow(/MAIL_FROM must be an address or "Name <address>"/);
    }
  });

  it("never shows the mail server's password", () => {
    expect(describeSmtpUrl("smtps://mailer:s3cret@smtp.example.com:465")).toBe("smtps://smtp.example.com:465");
  });
});
