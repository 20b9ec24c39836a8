// The billing worker as production runs it: a process of its own, here on the bench's database, Redis and queues.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { JobQueues } from "@kidsafe/jobs";
import { freePort, waitUntil } from "@kidsafe/testing";

export const WORKER_DIR = fileURLToPath(new URL("../../../apps/billing-worker", import.meta.url));

export interface WorkerProcessOptions {
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  /** The goal's own settings (its Stripe keys among them), and any default above to replace. */
  env: Record<string, string>;
}

/** Resolves once the worker answers /health; a worker that never does is stopped before the error is thrown. */
export async function startWorkerProcess({ databaseUrl, redisUrl, queuePrefix, env }: WorkerProcessOptions): Promise<ChildProcess> {
  const port = await freePort();
  const worker = spawn(`${WORKER_DIR}/node_modules/.bin/tsx`, ["src/server.ts"], {
    cwd: WORKER_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JOBS_QUEUE_PREFIX: queuePrefix,
      ...env,
    },
  });
  const healthy = () =>
    fetch(`http://127.0.0.1:${String(port)}/health`).then(
      (response) => response.ok,
      () => false,
    );
  try {
    await waitUntil(healthy, { timeoutMs: 60_000, intervalMs: 100 });
  } catch (error) {
    worker.kill("SIGTERM");
    throw error;
  }
  return worker;
}

type Job = NonNullable<Awaited<ReturnType<ReturnType<JobQueues["queue"]>["getJob"]>>>;

/** The job once it has finished; one that failed is an error. */
export async function finishedJob(queue: ReturnType<JobQueues["queue"]>, jobId: string): Promise<Job> {
  let job = await queue.getJob(jobId);
  await waitUntil(
    async () => {
      job = await queue.getJob(jobId);
      return Boolean(job?.finishedOn);
    },
    { timeoutMs: 600_000, intervalMs: 100 },
  );
  if (job?.failedReason) throw new Error(`${job.name} failed: ${job.failedReason}`);
  return job!;
}
