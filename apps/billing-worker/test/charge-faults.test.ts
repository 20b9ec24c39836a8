// Charging exactly once through crashes: a few thousand due cycles, the worker as it ships (its production bundle,
// a process of its own) killed with SIGKILL at random moments at least 20 times and started again. Afterwards every
// cycle has exactly one successful charge at the Stripe emulator, none is left unbilled, and each advertiser was
// charged exactly the sum of its cycles.
import { execFile, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { IMPRESSION_RATE_CENTS } from "@kidsafe/contracts";
import { createJobQueues, jobCatalog } from "@kidsafe/jobs";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import type { StripeEmulator } from "@kidsafe/stripe-emulator";
import { createTestDatabase, freePort, testServiceUrls, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CARDS, DAY_MS, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "./harness.ts";

/** 2 500 paid cycles and 500 empty ones waived: 3 000 due cycles. */
const ADVERTISERS = 2_500;
/** Some advertisers are two cycles behind: both close in one sweep. */
const TWO_CYCLES_EVERY = 5;
const KILLS = 20;
/** The charge job's longest wait between attempts (exponential backoff, before its last attempt). */
const LONGEST_CHARGE_BACKOFF_MS = (() => {
  const { attempts = 1, backoff } = jobCatalog["billing.charge"].options({ cycleId: "0" });
  const delay = typeof backoff === "number" ? backoff : (backoff?.delay ?? 0);
  return delay * 2 ** Math.max(0, attempts - 2);
})();
/** Longer than that backoff, so a retried charge is not taken for stuck. */
const STUCK_AFTER_MS = LONGEST_CHARGE_BACKOFF_MS + 40_000;
const WORKER_DIR = new URL("..", import.meta.url).pathname;

let database: TestDatabase;
let stripe: StripeEmulator;
let outDir: string | undefined;
let bundle: string;
let env: Record<string, string>;
const prefix = uniqueRedisPrefix("charge-faults").slice(0, -1);
let child: ChildProcess | undefined;

beforeAll(async () => {
  // The shipped bundle starts in a fraction of the time tsx takes to compile the sources: 20 restarts stay short.
  outDir = await mkdtemp(join(WORKER_DIR, "node_modules/.fault-worker-"));
  await promisify(execFile)("pnpm", ["exec", "tsup", "--out-dir", outDir, "--silent"], { cwd: WORKER_DIR });
  bundle = join(outDir, "server.js");

  const { databaseUrl, redisUrl } = testServiceUrls();
  database = await createTestDatabase(databaseUrl);
  stripe = await startStripeEmulator({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET });
  env = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    PORT: String(await freePort()),
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "8",
    REDIS_URL: redisUrl,
    JOBS_QUEUE_PREFIX: prefix,
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    WORKER_CONCURRENCY: "8",
    // The limit bounds the progress a life can make on a fast machine, so that 20 kills land before the end.
    CHARGES_PER_SECOND: "40",
    // A killed worker's jobs are taken again after this long; the sweep runs every few seconds.
    JOB_LOCK_MS: "1500",
    BILLING_SWEEP_EVERY_MS: "3000",
  };

  // Advertisers whose cycles have ended (one, or two), each with views counted in its ended cycle.
  const now = Date.now();
  const rows = Array.from({ length: ADVERTISERS }, (_, index) => {
    const { customerId, paymentMethodId } = stripe.customerWithCard(CARDS.pays);
    return {
      app_name: `Fault App ${index}`,
      app_url: `https://fault-app-${index}.example/`,
      app_description: "Games",
      email: `fault-${index}`,
      password_hash: "!test",
      status: "active" as const,
      safety_status: "safe" as const,
      upfront_paid_at: new Date(now - (index % TWO_CYCLES_EVERY === 0 ? 15 : 8) * DAY_MS),
      stripe_customer_id: customerId,
      stripe_payment_method_id: paymentMethodId,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await database.db
      .insertInto("advertisers")
      .values(rows.slice(start, start + 500))
      .execute();
  }
  // 5 to 300 views: every cycle is above the provider's minimum charge, none is carried.
  await database.db
    .updateTable("advertiser_usage")
    .set((eb) => ({ views: eb.fn<number>("floor", [eb(eb.fn<number>("random", []), "*", 296)]), next_views: 0 }))
    .execute();
  await database.db
    .updateTable("advertiser_usage")
    .set((eb) => ({ views: eb("views", "+", 5) }))
    .execute();
}, 180_000);

afterAll(async () => {
  child?.kill("SIGKILL");
  const queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix });
  for (const name of ["billing", "charges", "safety"] as const) await queues.queue(name).obliterate({ force: true });
  await queues.close();
  await stripe?.close();
  await database?.drop();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** Starts the worker; resolves when its server listens (it logs nothing else at this level before). */
async function startWorker(extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const started = spawn(process.execPath, [bundle], { env: { ...env, ...extraEnv }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  started.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<string>((resolve) =>
    started.once("exit", (code, signal) => resolve(`the worker exited (${code ?? signal}): ${stderr}`)),
  );
  await waitUntil(
    () =>
      fetch(`http://127.0.0.1:${env.PORT}/health`).then(
        (response) => response.ok,
        () => false,
      ),
    { timeoutMs: 30_000, intervalMs: 25, gaveUp: exited },
  );
  return started;
}

async function stateCounts(): Promise<Record<string, number>> {
  const rows = await database.db
    .selectFrom("billing_cycles")
    .select(["state", (eb) => eb.fn.countAll<string>().as("count")])
    .groupBy("state")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

/**
 * Waits for the last life to pay every cycle, for as long as it keeps paying: a busy machine may leave it most of the
 * sweep and every charge, but a long while without a cycle paid means the work is stuck. Says then where each unpaid
 * cycle's charge job is.
 */
async function waitUntilEveryCyclePaid(): Promise<void> {
  let paid = -1;
  let movedAt = Date.now();
  for (;;) {
    const counts = await stateCounts();
    if (counts.paid === ADVERTISERS) return;
    if ((counts.paid ?? 0) > paid) {
      paid = counts.paid ?? 0;
      movedAt = Date.now();
    } else if (Date.now() - movedAt > STUCK_AFTER_MS) {
      throw new Error(`no cycle paid for ${STUCK_AFTER_MS / 1000} s: ${JSON.stringify(counts)}; ${await unpaidChargeJobs()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Each unpaid, unwaived cycle with its charge job's state, attempts and reason: what a stuck wait reports. */
async function unpaidChargeJobs(): Promise<string> {
  const unpaid = await database.db
    .selectFrom("billing_cycles")
    .select(["id", "state", "updated_at"])
    .where("state", "not in", ["paid", "waived"])
    .limit(10)
    .execute();
  const queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix });
  try {
    const jobs = await Promise.all(
      unpaid.map(async (cycle) => {
        const job = await queues.queue("charges").getJob(`charge-${cycle.id}`);
        const where = job ? `${await job.getState()}, ${job.attemptsMade} attempts, ${job.failedReason ?? "no failure"}` : "no job";
        return `cycle ${cycle.id} ${cycle.state} since ${cycle.updated_at.toISOString()}: ${where}`;
      }),
    );
    return jobs.join("; ");
  } finally {
    await queues.close();
  }
}

/** Advertisers two cycles behind: their second week counted nothing and is waived. */
const behindTwoCycles = Math.ceil(ADVERTISERS / TWO_CYCLES_EVERY);

it(`charges every cycle exactly once though the worker is killed ${KILLS} times mid-run`, async () => {
  const killsMidRun: Array<Record<string, number>> = [];
  const started = Date.now();
  while (killsMidRun.length < KILLS) {
    child = await startWorker();
    // Alive for a random while: killed during a sweep, a charge, a provider call, a database write...
    await new Promise((resolve) => setTimeout(resolve, randomInt(200, 1_500)));
    const counts = await stateCounts();
    const killed = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await killed;
    if ((counts.paid ?? 0) === ADVERTISERS) break;
    killsMidRun.push(counts);
  }
  // Every kill landed with work left, half of them at least with a charge in flight (a cycle `charging`), and the
  // work moved on between the first kill and the last.
  expect(killsMidRun).toHaveLength(KILLS);
  expect(killsMidRun.filter((counts) => (counts.charging ?? 0) > 0).length).toBeGreaterThanOrEqual(KILLS / 2);
  const paidAtKills = killsMidRun.map((counts) => counts.paid ?? 0);
  expect(paidAtKills.at(-1)).toBeGreaterThan(paidAtKills[0]!);

  // A charge caught in more kills than the worker allows a job (its guard against a job that crashes it) fails, and
  // the sweep adds it again an hour later. On a machine so loaded that lives end before their first charges do, the
  // same few jobs are caught kill after kill: the last life takes them back at once, as that later sweep would.
  const queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix });
  const failedCharges = await queues.queue("charges").getFailedCount();
  await queues.queue("charges").retryJobs({ state: "failed" });
  await queues.close();
  console.info(`paid at each kill: ${paidAtKills.join(" ")}; ${failedCharges} charges failed; ${Date.now() - started} ms`);

  // The last life, never killed, finishes the work at full speed, with production's job lock: the short lock that lets
  // the killed lives' jobs be taken again quickly would, on a starved machine, also take a running charge for stalled.
  child = await startWorker({ CHARGES_PER_SECOND: "1000", JOB_LOCK_MS: "30000" });
  await waitUntilEveryCyclePaid();
  child.kill("SIGTERM");
  await new Promise((resolve) => child!.once("exit", resolve));

  // None left unbilled: every ended cycle was closed, each counted week paid, each empty one waived.
  expect(await stateCounts()).toEqual({ paid: ADVERTISERS, waived: behindTwoCycles });
  const cycles = await database.db
    .selectFrom("billing_cycles")
    .select(["id", "advertiser_id", "views", "amount_cents"])
    .where("state", "=", "paid")
    .execute();
  for (const cycle of cycles) expect(cycle.amount_cents).toBe(cycle.views * IMPRESSION_RATE_CENTS);

  // Exactly one successful charge per cycle at the provider.
  const succeeded = [...stripe.state.paymentIntents.values()].filter((intent) => intent.status === "succeeded");
  const chargesPerCycle = new Map<string, number>();
  for (const intent of succeeded) {
    for (const id of intent.metadata.cycle_ids!.split(",")) chargesPerCycle.set(id, (chargesPerCycle.get(id) ?? 0) + 1);
  }
  expect(chargesPerCycle.size).toBe(ADVERTISERS);
  expect([...chargesPerCycle.values()].every((count) => count === 1)).toBe(true);
  expect(new Set(cycles.map((cycle) => cycle.id))).toEqual(new Set(chargesPerCycle.keys()));

  // Each advertiser paid exactly the sum of its cycles.
  const owed = new Map<string, number>();
  for (const cycle of cycles) owed.set(String(cycle.advertiser_id), (owed.get(String(cycle.advertiser_id)) ?? 0) + cycle.amount_cents);
  const charged = new Map<string, number>();
  for (const intent of succeeded)
    charged.set(intent.metadata.advertiser_id!, (charged.get(intent.metadata.advertiser_id!) ?? 0) + intent.amount);
  expect(charged).toEqual(owed);
}, 900_000);
