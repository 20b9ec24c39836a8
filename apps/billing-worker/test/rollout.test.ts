// A rollout of the worker loses no job and charges nothing twice. Two workers as they ship (the production bundle,
// processes of their own) share the weekly charges, each answered by the Stripe emulator after 250 ms; one gets
// SIGTERM mid-run: it takes no new job, finishes the ones it holds and exits 0, and the other charges the rest.
// A job whose charge hangs past SHUTDOWN_TIMEOUT_MS is handed back to its queue and charged once by the next worker.
// Job locks last a minute here, so any job left locked by a leaving worker would stall the test past its bound.
import { randomInt } from "node:crypto";
import { IMPRESSION_RATE_CENTS } from "@kidsafe/contracts";
import { createJobQueues, runBillingSweepNow } from "@kidsafe/jobs";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import {
  createTestDatabase,
  deployServerBundle,
  freePort,
  startServerProcess,
  testServiceUrls,
  uniqueRedisPrefix,
  waitUntil,
} from "@kidsafe/testing";
import type { ServerBundle, ServerProcess, TestDatabase } from "@kidsafe/testing";
import { QueueEvents } from "bullmq";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CARDS, DAY_MS, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "./harness.ts";

const QUEUES = ["billing", "charges", "safety"] as const;
const JOB_LOCK_MS = 60_000;

let bundle: ServerBundle;
let database: TestDatabase;
let stripe: StripeEmulator;
const processes: ServerProcess[] = [];
const prefixes: string[] = [];

beforeAll(async () => {
  bundle = await deployServerBundle("billing-worker");
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  stripe = await startStripeEmulator({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
});

afterAll(async () => {
  for (const running of processes) await running.stop(1_000);
  for (const prefix of prefixes) {
    const own = createJobQueues({ connection: testServiceUrls().redisUrl, prefix });
    for (const name of QUEUES) await own.queue(name).obliterate({ force: true });
    await own.close();
  }
  await stripe?.close();
  await database?.drop();
  await bundle?.remove();
});

/** Queues of their own for each scenario. */
function newQueues() {
  const prefix = uniqueRedisPrefix("worker-rollout").slice(0, -1);
  prefixes.push(prefix);
  return { prefix, queues: createJobQueues({ connection: testServiceUrls().redisUrl, prefix }) };
}

async function startWorker(prefix: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const started = startServerProcess(bundle.entry, {
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: database.url,
    REDIS_URL: testServiceUrls().redisUrl,
    JOBS_QUEUE_PREFIX: prefix,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    WORKER_CONCURRENCY: "4",
    JOB_LOCK_MS: String(JOB_LOCK_MS),
    BILLING_SWEEP_EVERY_MS: String(7 * DAY_MS),
    CHARGES_PER_SECOND: "1000",
    ...env,
  });
  processes.push(started);
  await started.answers(`http://127.0.0.1:${port}/health`);
  return started;
}

let advertiserCounter = 0;

/** Advertisers whose first week has ended, each with its views counted: one due charge each. */
async function advertisersOwing(count: number): Promise<number[]> {
  const now = Date.now();
  const rows = Array.from({ length: count }, () => {
    const index = advertiserCounter++;
    const { customerId, paymentMethodId } = stripe.customerWithCard(CARDS.pays);
    return {
      app_name: `Rollout App ${index}`,
      app_url: `https://rollout-app-${index}.example/`,
      app_description: "Games",
      email: `rollout-${index}`,
      password_hash: "!test",
      status: "active" as const,
      safety_status: "safe" as const,
      upfront_paid_at: new Date(now - 8 * DAY_MS),
      stripe_customer_id: customerId,
      stripe_payment_method_id: paymentMethodId,
    };
  });
  const inserted = await database.db.insertInto("advertisers").values(rows).returning("id").execute();
  const ids = inserted.map((row) => row.id);
  for (const id of ids) {
    await database.db
      .updateTable("advertiser_usage")
      .set({ views: randomInt(5, 300), next_views: 0 })
      .where("advertiser_id", "=", id)
      .execute();
  }
  return ids;
}

async function paidCycles(advertiserIds: number[]) {
  return database.db
    .selectFrom("billing_cycles")
    .select(["id", "advertiser_id", "views", "amount_cents", "state"])
    .where("advertiser_id", "in", advertiserIds)
    .where("state", "=", "paid")
    .execute();
}

/** Every cycle of these advertisers charged exactly once at the provider, for exactly what the cycle says. */
async function expectChargedExactlyOnce(advertiserIds: number[]): Promise<void> {
  const cycles = await paidCycles(advertiserIds);
  expect(cycles).toHaveLength(advertiserIds.length);
  for (const cycle of cycles) expect(cycle.amount_cents).toBe(cycle.views * IMPRESSION_RATE_CENTS);
  const ours = new Set(advertiserIds.map(String));
  const succeeded = [...stripe.state.paymentIntents.values()].filter(
    (intent) => intent.status === "succeeded" && ours.has(intent.metadata.advertiser_id ?? ""),
  );
  const chargesPerCycle = new Map<string, number>();
  for (const intent of succeeded) {
    for (const id of intent.metadata.cycle_ids!.split(",")) chargesPerCycle.set(id, (chargesPerCycle.get(id) ?? 0) + 1);
  }
  expect(new Set(chargesPerCycle.keys())).toEqual(new Set(cycles.map((cycle) => cycle.id)));
  expect([...chargesPerCycle.values()].every((count) => count === 1)).toBe(true);
  const charged = succeeded.reduce((sum, intent) => sum + intent.amount, 0);
  expect(charged).toBe(cycles.reduce((sum, cycle) => sum + cycle.amount_cents, 0));
}

/** Counts each charge job's completions, and its failures, as BullMQ reports them. */
async function watchCharges(prefix: string) {
  const events = new QueueEvents("charges", { connection: { url: testServiceUrls().redisUrl }, prefix });
  await events.waitUntilReady();
  const completed = new Map<string, number>();
  const failed: string[] = [];
  events.on("completed", ({ jobId }) => completed.set(jobId, (completed.get(jobId) ?? 0) + 1));
  events.on("failed", ({ jobId, failedReason }) => failed.push(`${jobId}: ${failedReason}`));
  return { completed, failed, close: () => events.close() };
}

it("stops a worker mid-run with SIGTERM: its running charges finish, the other worker takes the rest, each charged once", async () => {
  const advertiserIds = await advertisersOwing(120);
  stripe.behaviour.delayMs = 250;
  const { prefix, queues } = newQueues();
  const charges = await watchCharges(prefix);
  try {
    const leaving = await startWorker(prefix);
    const staying = await startWorker(prefix);
    await runBillingSweepNow(queues, { production: false });
    // Mid-run: some charged, most still to do.
    await waitUntil(async () => (await paidCycles(advertiserIds)).length >= 15, { timeoutMs: 30_000, intervalMs: 20 });
    const signalledAt = Date.now();
    const exit = await leaving.stop(20_000);
    const stoppedInMs = Date.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedInMs).toBeLessThan(5_000);
    // It finished charges it held when the signal came.
    const paidAfterSignal = leaving.logLines().filter((line) => line.msg === "weekly charge paid" && Number(line.time) >= signalledAt);
    expect(paidAfterSignal.length).toBeGreaterThan(0);

    await waitUntil(async () => (await paidCycles(advertiserIds)).length === advertiserIds.length, { timeoutMs: 30_000, intervalMs: 100 });
    await expectChargedExactlyOnce(advertiserIds);
    // Each charge job completed exactly once and none failed.
    await waitUntil(() => Promise.resolve(charges.completed.size === advertiserIds.length), { timeoutMs: 10_000, intervalMs: 50 });
    expect([...charges.completed.values()].every((times) => times === 1)).toBe(true);
    expect(charges.failed).toEqual([]);

    // The charge calls carried the job's id (X-Request-Id), and the job's log lines name it.
    const creations = stripe.requests.filter((request) => request.method === "POST" && request.path === "/v1/payment_intents");
    expect(creations.length).toBeGreaterThan(0);
    for (const request of creations) {
      const cycleIds = String((request.params.metadata as Record<string, string>).cycle_ids);
      expect(request.clientRequestId).toBe(`job:charges:charge-${cycleIds}`);
    }
    expect(paidAfterSignal.every((line) => String(line.reqId).startsWith("job:charges:charge-"))).toBe(true);
    await staying.stop();
  } finally {
    stripe.behaviour.delayMs = 0;
    await charges.close();
    await queues.close();
  }
}, 90_000);

it("hands a job that outlasts SHUTDOWN_TIMEOUT_MS back to its queue, where the next worker charges it once", async () => {
  const advertiserIds = await advertisersOwing(2);
  const { prefix, queues } = newQueues();
  const charges = await watchCharges(prefix);
  try {
    // Both charges reach the provider, which never answers them.
    stripe.enqueue({ kind: "hang" }, { kind: "hang" });
    const leaving = await startWorker(prefix, { SHUTDOWN_TIMEOUT_MS: "1000" });
    await runBillingSweepNow(queues, { production: false });
    await waitUntil(async () => (await queues.queue("charges").getJobCounts("active")).active === 2, { timeoutMs: 20_000, intervalMs: 50 });
    await waitUntil(() => Promise.resolve(stripe.behaviour.outcomesLeft === 0), { timeoutMs: 20_000, intervalMs: 20 });
    const exit = await leaving.stop(20_000);
    expect(exit).toEqual({ code: 1, signal: null });
    expect(leaving.output()).toContain("running jobs handed back to their queues");
    // Back in the queue at once, not locked for JOB_LOCK_MS.
    expect(await queues.queue("charges").getJobCounts("active", "wait")).toEqual({ active: 0, wait: 2 });

    const next = await startWorker(prefix);
    await waitUntil(async () => (await paidCycles(advertiserIds)).length === advertiserIds.length, { timeoutMs: 20_000, intervalMs: 100 });
    await expectChargedExactlyOnce(advertiserIds);
    expect(charges.failed).toEqual([]);
    await next.stop();
  } finally {
    await charges.close();
    await queues.close();
  }
}, 90_000);
