import { MailDev } from "maildev";
import { mailDevInbox } from "./maildev-inbox.ts";
import type { MailDevInbox } from "./maildev-inbox.ts";

export interface TestMailbox extends MailDevInbox {
  smtpUrl: string;
  webUrl: string;
  close(): Promise<void>;
}

const HOST = "127.0.0.1";

/** `smtpPort`: for a test that starts the mail server only after a mail failed to go. */
export async function startTestMailbox(options: { smtpPort?: number } = {}): Promise<TestMailbox> {
  const maildev = new MailDev({ smtp: options.smtpPort ?? 0, web: 0, ip: HOST, webIp: HOST, silent: true });
  const servers = await maildev.start();
  const web = servers.api?.getAddress();
  if (!web) throw new Error("MailDev started without its web API");
  const smtpUrl = `smtp://${HOST}:${String(servers.smtp.getAddress().port)}`;
  const webUrl = `http://${HOST}:${String(web.port)}`;
  return { smtpUrl, webUrl, ...mailDevInbox(webUrl), close: () => maildev.stop() };
}
