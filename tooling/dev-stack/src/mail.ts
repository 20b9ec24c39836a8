// MailDev unless SMTP_URL is set, so parents' mails can be read in the browser and by the e2e specs.
import { fileURLToPath } from "node:url";
import path from "node:path";
import { DEFAULT_MAIL_FROM, describeSmtpUrl } from "@kidsafe/mail";
import { describeExit, waitUntil } from "@kidsafe/testing";
import { httpAnswersOk } from "./net.ts";
import { startProcess } from "./processes.ts";
import type { ManagedProcess } from "./processes.ts";

export const MAILDEV_SMTP_PORT_OFFSET = 10;
/** E2e specs read mail there. */
export const MAILDEV_WEB_PORT_OFFSET = 11;
const MAILDEV_MAX_EMAILS = 500;

export interface ResolvedMail {
  env: Record<string, string>;
  description: string;
  process?: ManagedProcess;
  marker?: string;
  stop(): Promise<void>;
}

export interface MailOptions {
  env: NodeJS.ProcessEnv;
  /** MailDev keeps its mails in {dataDir}/maildev, so they survive a restart. */
  dataDir: string;
  smtpPort: number;
  webPort: number;
  host?: string;
  onLine?: (line: string) => void;
}

/** No shell wrapper between the stack's signals and MailDev. */
const maildevBin = (): string => path.join(path.dirname(fileURLToPath(import.meta.resolve("maildev"))), "bin", "maildev.js");

export async function resolveMail({ env, dataDir, smtpPort, webPort, host = "127.0.0.1", onLine }: MailOptions): Promise<ResolvedMail> {
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const given = env.SMTP_URL?.trim();
  if (given) {
    const where = URL.canParse(given) ? describeSmtpUrl(given) : given;
    return { env: { SMTP_URL: given, MAIL_FROM: from }, description: `${where} (SMTP_URL), from ${from}`, stop: () => Promise.resolve() };
  }

  const bin = maildevBin();
  const webUrl = `http://${host}:${String(webPort)}`;
  const output: string[] = [];
  const maildev = startProcess({
    name: "maildev",
    command: process.execPath,
    args: [
      bin,
      ...["--smtp", String(smtpPort), "--ip", host, "--web", String(webPort), "--web-ip", host],
      ...["--mail-directory", path.join(dataDir, "maildev"), "--max-emails", String(MAILDEV_MAX_EMAILS)],
    ],
    cwd: dataDir,
    // MAILDEV_* variables of the developer's shell would move its ports.
    env: { PATH: env.PATH, HOME: env.HOME },
    onLine: (line) => {
      output.push(line);
      if (output.length > 30) output.shift();
      onLine?.(line);
    },
  });
  const died = maildev.exited.then((exit) => `MailDev ${describeExit(exit)}:\n${output.join("\n")}`);
  try {
    await waitUntil(() => httpAnswersOk(`${webUrl}/api/healthz`), { timeoutMs: 60_000, gaveUp: died });
  } catch (error) {
    await maildev.stop();
    throw new Error(`could not start MailDev: ${(error as Error).message}`);
  }
  return {
    env: { SMTP_URL: `smtp://${host}:${String(smtpPort)}`, MAIL_FROM: from },
    description: `MailDev inbox at ${webUrl} (SMTP on :${String(smtpPort)}; set SMTP_URL for a real mail server)`,
    process: maildev,
    marker: bin,
    stop: () => maildev.stop(),
  };
}
