import { MAIL_QUEUE } from "@kidsafe/contracts";
import { connectionOf, parseJob } from "@kidsafe/jobs";
import { Worker } from "bullmq";
import type { Mailer } from "../mailer.ts";
import { runMailSend } from "../run-mail-send.ts";

export interface MailWorker {
  worker: Worker;
  close(): Promise<void>;
}

/** One mail at a time, so mails go in the order they were queued. */
export async function startMailWorker({ redisUrl, prefix, mailer }: { redisUrl: string; prefix?: string; mailer: Mailer }): Promise<MailWorker> {
  const worker = new Worker(
    MAIL_QUEUE,
    async (job) => {
      const parsed = parseJob(job.name, job.data);
      if (parsed.name !== "mail.send") throw new Error(`The mail queue holds a "${parsed.name}" job`);
      return runMailSend(mailer, parsed.payload);
    },
    { connection: connectionOf(redisUrl), prefix, concurrency: 1 },
  );
  await worker.waitUntilReady();
  return { worker, close: () => worker.close() };
}
