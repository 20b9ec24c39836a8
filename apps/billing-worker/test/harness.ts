// The billing worker's test world: the real worker (startBillingWorker, configured from variables through
// readBillingWorkerConfig) on a database and a queue prefix of its own, the Stripe emulator through the stripe SDK,
// and helpers that make paying advertisers and run sweeps through the queues as the operator console would.
import { createBilling } from "@kidsafe/billing";
import type { Billing } from "@kidsafe/billing";
import { createAdvertisersRepository, createBillingCyclesRepository } from "@kidsafe/db";
import type { AdvertiserRecord } from "@kidsafe/db";
import { createJobQueues, runBillingSweepNow, runSafetySweepNow } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { createPayments } from "@kidsafe/payments";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import { createTestDatabase, testServiceUrls, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { QueueEvents } from "bullmq";
import type { Job } from "bullmq";
import { startBillingWorker } from "../src/app.ts";
import type { BillingWorker, WorkerOverrides } from "../src/app.ts";
import { readBillingWorkerConfig } from "../src/env.ts";

export const STRIPE_SECRET_KEY = "sk_test_billing_worker";
export const STRIPE_WEBHOOK_SECRET = "whsec_billing_worker";
export const CARDS = { pays: "4242424242424242", failsLater: "4000000000000341" } as const;
export const DAY_MS = 24 * 60 * 60 * 1000;
const QUEUES = ["billing", "charges", "safety", "site-watch"] as const;

export interface WorkerWorld {
  database: TestDatabase;
  stripe: StripeEmulator;
  worker: BillingWorker;
  queues: JobQueues;
  /** Billing as the API uses it (the portal's pay button, the provider's webhooks), at `now`. */
  billing(now: Date): Billing;
  payments: ReturnType<typeof createPayments>;
  /** Runs the billing sweep through its queue at `asOf` (the operator's "run now"), then waits for its charges. */
  sweep(asOf: Date): Promise<unknown>;
  /** Runs the safety sweep through its queue, then waits for every check it enqueued. */
  safetySweep(): Promise<unknown>;
  /** Waits until no job of the world's queues is waiting, delayed or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const silentLog = { info: () => undefined, warn: () => undefined };

export async function startWorkerWorld(options: { env?: Record<string, string>; overrides?: WorkerOverrides } = {}): Promise<WorkerWorld> {
  const { databaseUrl, redisUrl } = testServiceUrls();
  const database = await createTestDatabase(databaseUrl);
  const stripe = await startStripeEmulator({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  const prefix = uniqueRedisPrefix("billing-worker").slice(0, -1);
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    JOBS_QUEUE_PREFIX: prefix,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    // The sweeps run when a test says so (the scheduled one runs once at start, on an empty database).
    BILLING_SWEEP_EVERY_MS: String(7 * DAY_MS),
    CHARGES_PER_SECOND: "100",
    ...options.env,
  };
  const worker = await startBillingWorker(readBillingWorkerConfig(env), options.overrides);
  const queues = createJobQueues({ connection: redisUrl, prefix });
  const events = new QueueEvents("billing", { connection: { url: redisUrl }, prefix });
  const safetyEvents = new QueueEvents("safety", { connection: { url: redisUrl }, prefix });
  await Promise.all([events.waitUntilReady(), safetyEvents.waitUntilReady()]);
  const { hostname, port } = new URL(stripe.url);
  const payments = createPayments({
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    protocol: "http",
    host: hostname,
    port: Number(port),
  });

  async function idle() {
    await waitUntil(
      async () => {
        const counts = await Promise.all(
          QUEUES.map(async (name) => {
            const queue = queues.queue(name);
            // The schedulers' next sweeps always wait, delayed: they are not work in progress.
            const delayed = (await queue.getJobs(["delayed"])).filter((job) => !job.repeatJobKey);
            return (await queue.getJobCountByTypes("waiting", "active", "prioritized", "waiting-children")) + delayed.length;
          }),
        );
        return counts.every((count) => count === 0);
      },
      { timeoutMs: 30_000, intervalMs: 50 },
    );
  }
  const finished = async (job: Job, on: QueueEvents) => {
    const result: unknown = await job.waitUntilFinished(on, 30_000);
    await idle();
    return result;
  };

  await idle();
  return {
    database,
    stripe,
    worker,
    queues,
    payments,
    billing: (now) => createBilling({ db: database.db, payments, clock: () => now, log: silentLog }),
    async sweep(asOf) {
      const { jobId } = await runBillingSweepNow(queues, { production: false, asOf, now: options.overrides?.clock?.() });
      return finished((await queues.queue("billing").getJob(jobId))!, events);
    },
    async safetySweep() {
      const { jobId } = await runSafetySweepNow(queues);
      return finished((await queues.queue("safety").getJob(jobId))!, safetyEvents);
    },
    idle,
    async close() {
      await worker.close();
      await events.close();
      await safetyEvents.close();
      for (const name of QUEUES) await queues.queue(name).obliterate({ force: true });
      await queues.close();
      await stripe.close();
      await database.drop();
    },
  };
}

let counter = 0;

/** An advertiser live since `paidAt` (its first cycle starts then), with `card` saved for the weekly charges. */
export async function paidAdvertiser(world: WorkerWorld, paidAt: Date, card: string = CARDS.pays, appUrl?: string): Promise<AdvertiserRecord> {
  counter++;
  const advertisers = createAdvertisersRepository(world.database.db);
  const { customerId, paymentMethodId } = world.stripe.customerWithCard(card, `Worker App ${counter}`);
  const id = await advertisers.insert({
    appName: `Worker App ${counter}`,
    appUrl: appUrl ?? `https://worker-app-${counter}.example/`,
    appDescription: "Fraction games for kids",
    email: `worker-app-${counter}`,
    passwordHash: "!test",
    status: "active",
    safetyStatus: "safe",
    safetyCheckedAt: paidAt,
    upfrontPaidAt: paidAt,
    stripeCustomerId: customerId,
    stripePaymentMethodId: paymentMethodId,
  });
  return (await advertisers.findById(id))!;
}

/** Counts views and recommendations into the advertiser's running cycle, as the ad-event flusher does. */
export async function countUsage(
  world: WorkerWorld,
  advertiserId: number,
  usage: { views?: number; recommendations?: number; nextViews?: number },
): Promise<void> {
  await world.database.db
    .updateTable("advertiser_usage")
    .set((eb) => ({
      views: eb("views", "+", usage.views ?? 0),
      recommendations: eb("recommendations", "+", usage.recommendations ?? 0),
      next_views: eb("next_views", "+", usage.nextViews ?? 0),
    }))
    .where("advertiser_id", "=", advertiserId)
    .execute();
}

export const cyclesOf = (world: WorkerWorld, advertiserId: number) => createBillingCyclesRepository(world.database.db).history(advertiserId, 10);
export const advertiserOf = (world: WorkerWorld, advertiserId: number) => createAdvertisersRepository(world.database.db).findById(advertiserId);
export const isEligible = (world: WorkerWorld, advertiserId: number, now: Date) =>
  createAdvertisersRepository(world.database.db).isEligible(advertiserId, now);

/** The emulator's weekly-charge PaymentIntents for an advertiser's customer. */
export const chargesOf = (world: WorkerWorld, advertiser: AdvertiserRecord) =>
  [...world.stripe.state.paymentIntents.values()].filter(
    (intent) => intent.customer === advertiser.stripeCustomerId && intent.metadata.purpose === "cycle",
  );
