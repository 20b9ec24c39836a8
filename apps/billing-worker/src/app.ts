import { createServer } from "@kidsafe/server-kit";
import type { ZodFastify } from "@kidsafe/server-kit";
import { Worker } from "bullmq";
import { z } from "zod";
import { BILLING_QUEUE, runBillingJob } from "./jobs.ts";

const Health = z.object({ status: z.enum(["ok", "down"]), worker: z.boolean() });

export interface BillingWorker {
  health: ZodFastify;
  worker: Worker;
  close(): Promise<void>;
}

/**
 * The billing worker: a BullMQ worker on the billing queue, plus a small HTTP server for its health
 * probe. Closing drains the worker (`worker.close()` waits for running jobs) before the probe stops.
 */
export async function startBillingWorker(options: {
  redisUrl: string;
  concurrency: number;
  logLevel?: string;
  /** BullMQ's key prefix; tests use one of their own so they never touch a real queue. */
  queuePrefix?: string;
}): Promise<BillingWorker> {
  const worker = new Worker(BILLING_QUEUE, (job) => runBillingJob(job.name, job.data), {
    connection: { url: options.redisUrl, maxRetriesPerRequest: null },
    prefix: options.queuePrefix,
    concurrency: options.concurrency,
  });
  const health = createServer({ logLevel: options.logLevel });
  worker.on("failed", (job, error) => health.log.error({ err: error, job: job?.name }, "billing job failed"));
  await worker.waitUntilReady();

  health.get("/health", { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const running = worker.isRunning();
    return reply.status(running ? 200 : 503).send({ status: running ? "ok" : "down", worker: running });
  });

  return {
    health,
    worker,
    async close() {
      await worker.close();
      await health.close();
    },
  };
}
