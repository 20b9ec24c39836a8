import { createSiteChecker, geminiKeySource } from "@kidsafe/ai";
import type { SiteChecker } from "@kidsafe/ai";
import { BILLING_QUEUE, CHARGES_QUEUE, FAMILY_QUEUE, MAIL_QUEUE, PRIVACY_QUEUE, SAFETY_QUEUE, SITE_WATCH_QUEUE } from "@kidsafe/contracts";
import type { JobQueueName } from "@kidsafe/contracts";
import { createAiProviderKeysRepository, createDb, pingDatabase } from "@kidsafe/db";
import { connectionOf, createJobQueues, jobCatalog } from "@kidsafe/jobs";
import { createMailer } from "@kidsafe/mail";
import { createPayments } from "@kidsafe/payments";
import { SITE_READ_DEFAULTS, policyAllowingOrigins } from "@kidsafe/safe-fetch";
import type { ReadSiteOptions } from "@kidsafe/safe-fetch";
import { createServer, enforceOriginPolicy, requestLogger, runAsWork } from "@kidsafe/server-kit";
import type { ZodFastify } from "@kidsafe/server-kit";
import { Worker } from "bullmq";
import type { Job, RepeatOptions, WorkerOptions } from "bullmq";
import { Redis } from "ioredis";
import { z } from "zod";
import type { BillingWorkerConfig } from "./env.ts";
import { runJob } from "./jobs/index.ts";
import type { JobContext } from "./jobs/index.ts";
import { FAMILY_ALERT_SWEEP_EVERY_MS } from "./jobs/family-alert-sweep.ts";
import { PRIVACY_RETENTION_CRON } from "./jobs/privacy-retention.ts";
import { WEEKLY_SUMMARY_SWEEP_CRON } from "./jobs/weekly-summary-sweep.ts";
import { createWorkerMetrics } from "./metrics.ts";

const Health = z.object({ status: z.enum(["ok", "down", "draining"]), redis: z.boolean(), postgres: z.boolean(), workers: z.boolean() });
const PING_TIMEOUT_MS = 2_000;
export const FORMER_SAFETY_EVENTS_PURGE = "safety-events-purge";
/** Charges are safe to repeat, so a job whose worker died several times is taken again, not failed. */
const CHARGE_MAX_STALLED = 10;

export interface WorkerOverrides {
  clock?: () => Date;
  read?: Pick<ReadSiteOptions, "policy" | "resolve">;
  siteChecker?: SiteChecker;
}

export interface BillingWorker {
  server: ZodFastify;
  workers: Record<JobQueueName, Worker>;
  close(): Promise<void>;
  /** For a close that took too long: another worker takes them at once. */
  handBack(): Promise<void>;
}

/** Sweeps: each is added on a schedule, with an empty payload. */
type ScheduledJobName =
  "billing.sweep" | "safety.sweep" | "site.watch.sweep" | "privacy.retention" | "family.alert.sweep" | "family.weekly.sweep";

/** The same at every attempt, so a job's log lines and outside calls can be traced. */
const jobRequestId = (queue: JobQueueName, job: Job) => `job:${queue}:${job.id ?? job.name}`;

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), PING_TIMEOUT_MS).unref())]);

/** Schedules are upserted at every start, so any number of replicas keep one each. Every job is safe to run again. */
export async function startBillingWorker(config: BillingWorkerConfig, overrides: WorkerOverrides = {}): Promise<BillingWorker> {
  const server = createServer({ logLevel: config.logLevel });
  enforceOriginPolicy(server, { publicOrigins: [config.publicUrl] });
  const db = createDb(config.databaseUrl, { maxConnections: config.databasePoolSize });
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
  const queues = createJobQueues({ connection: config.redisUrl, prefix: config.jobsQueuePrefix });
  const metrics = createWorkerMetrics(() => queues.waitingCounts());
  const mailer = createMailer(config.mail);

  // The operator-stored key first, then GEMINI_API_KEY, as for the API's calls.
  const keySource = geminiKeySource({
    keys: createAiProviderKeysRepository(db),
    kek: config.keyEncryptionKey,
    environmentKey: config.gemini.apiKey,
    warn: (message) => server.log.warn(message),
  });
  const read = { policy: policyAllowingOrigins(config.safeFetchAllowOrigins), ...overrides.read };
  const context: JobContext = {
    db,
    payments: createPayments(config.payments),
    siteChecker:
      overrides.siteChecker ??
      createSiteChecker({
        gemini: config.gemini,
        keySource,
        read,
      }),
    mailer,
    queues,
    clock: overrides.clock ?? (() => new Date()),
    log: requestLogger(server.log),
    metrics,
    production: config.production,
    safetySpreadMs: config.safety.spreadMs,
    siteWatch: { read, spreadMs: config.siteWatch.spreadMs, fetchesPerMinute: config.siteWatch.fetchesPerMinute },
    publicUrl: config.publicUrl,
  };

  const common: WorkerOptions = {
    connection: connectionOf(config.redisUrl),
    prefix: config.jobsQueuePrefix,
    lockDuration: config.jobLockMs,
    stalledInterval: config.jobLockMs,
  };
  const running = new Map<Job, string>();
  const runJobAsWork = async (queue: JobQueueName, job: Job, token: string | undefined) => {
    const id = jobRequestId(queue, job);
    if (token !== undefined) running.set(job, token);
    try {
      return await runAsWork(id, server.log.child({ reqId: id, job: job.name, attempt: job.attemptsMade + 1 }), () =>
        runJob(context, job.name, job.data),
      );
    } finally {
      running.delete(job);
    }
  };
  const workerOf = (queue: JobQueueName, options: Partial<WorkerOptions>) => {
    const worker = new Worker(queue, (job, token) => runJobAsWork(queue, job, token), { ...common, ...options, autorun: false });
    worker.on("completed", (job) => metrics.jobsCompleted.inc({ queue, name: job.name }));
    worker.on("failed", (job, error) => {
      metrics.jobsFailed.inc({ queue, name: job?.name ?? "unknown" });
      const reqId = job ? jobRequestId(queue, job) : undefined;
      server.log.error({ err: error, reqId, queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade }, "job failed");
    });
    worker.on("error", (error) => server.log.error({ err: error, queue }, "worker error"));
    return worker;
  };
  const workers: Record<JobQueueName, Worker> = {
    // A second sweep at once would only find the first one's work.
    [BILLING_QUEUE]: workerOf(BILLING_QUEUE, { concurrency: 1 }),
    [CHARGES_QUEUE]: workerOf(CHARGES_QUEUE, {
      concurrency: config.concurrency,
      limiter: { max: config.chargesPerSecond, duration: 1000 },
      maxStalledCount: CHARGE_MAX_STALLED,
    }),
    [SAFETY_QUEUE]: workerOf(SAFETY_QUEUE, {
      concurrency: config.concurrency,
      limiter: { max: config.safety.checksPerMinute, duration: 60_000 },
    }),
    [MAIL_QUEUE]: workerOf(MAIL_QUEUE, { concurrency: config.concurrency }),
    // Two runs at once would only race for the same rows.
    [PRIVACY_QUEUE]: workerOf(PRIVACY_QUEUE, { concurrency: 1 }),
    // Enough reads at once to keep the rate even when pages are slow.
    [SITE_WATCH_QUEUE]: workerOf(SITE_WATCH_QUEUE, {
      concurrency: Math.max(config.concurrency, Math.ceil((config.siteWatch.fetchesPerMinute * SITE_READ_DEFAULTS.totalTimeoutMs) / 60_000)),
      limiter: { max: config.siteWatch.fetchesPerMinute, duration: 60_000 },
    }),
    [FAMILY_QUEUE]: workerOf(FAMILY_QUEUE, { concurrency: Math.max(config.concurrency, 8) }),
  };

  const schedules: ReadonlyArray<{ id: string; job: ScheduledJobName; repeat: Omit<RepeatOptions, "key"> }> = [
    { id: "billing-sweep", job: "billing.sweep", repeat: { every: config.billingSweepEveryMs } },
    { id: "safety-sweep", job: "safety.sweep", repeat: { pattern: config.safety.sweepCron, tz: "UTC" } },
    { id: "site-watch-sweep", job: "site.watch.sweep", repeat: { pattern: config.siteWatch.sweepCron, tz: "UTC" } },
    { id: "privacy-retention", job: "privacy.retention", repeat: { pattern: PRIVACY_RETENTION_CRON, tz: "UTC" } },
    { id: "family-alert-sweep", job: "family.alert.sweep", repeat: { every: FAMILY_ALERT_SWEEP_EVERY_MS } },
    // Every zone's Sunday 18:00 falls on a quarter hour (Asia/Kathmandu's too, at UTC+5:45).
    { id: "family-weekly-sweep", job: "family.weekly.sweep", repeat: { pattern: WEEKLY_SUMMARY_SWEEP_CRON, tz: "UTC" } },
  ];
  for (const { id, job, repeat } of schedules) {
    const { jobId: _jobId, ...opts } = jobCatalog[job].options({});
    await queues.queue(jobCatalog[job].queue).upsertJobScheduler(id, repeat, { name: job, data: {}, opts });
  }
  // A stack that ran the former daily purge drops its schedule.
  await queues.queue(SAFETY_QUEUE).removeJobScheduler(FORMER_SAFETY_EVENTS_PURGE);

  for (const worker of Object.values(workers)) {
    void worker.run().catch((error: unknown) => server.log.error({ err: error }, "worker stopped"));
  }
  await Promise.all(Object.values(workers).map((worker) => worker.waitUntilReady()));

  server.get("/health", { schema: { response: { 200: Health, 503: Health } } }, async (_request, reply) => {
    const [redisUp, postgresUp] = await Promise.all([
      withTimeout(redis.ping()).then(
        () => true,
        () => false,
      ),
      withTimeout(pingDatabase(db)).catch(() => false),
    ]);
    const workersUp = Object.values(workers).every((worker) => worker.isRunning());
    const ok = redisUp && postgresUp && workersUp;
    const status = server.shutdown.draining ? "draining" : ok ? "ok" : "down";
    return reply.status(status === "ok" ? 200 : 503).send({ status, redis: redisUp, postgres: postgresUp, workers: workersUp });
  });
  server.get("/metrics", async (_request, reply) =>
    reply.header("content-type", metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  let closed: Promise<void> | undefined;
  return {
    server,
    workers,
    close() {
      server.shutdown.draining = true;
      closed ??= (async () => {
        await Promise.all(Object.values(workers).map((worker) => worker.close()));
        await server.close();
        await queues.close();
        mailer.close();
        await redis.quit();
        await db.destroy();
      })();
      return closed;
    },
    async handBack() {
      const held = [...running];
      await Promise.allSettled(held.map(([job, token]) => job.moveToWait(token)));
      server.log.warn({ jobs: held.map(([job]) => job.id) }, "running jobs handed back to their queues");
    },
  };
}
