// The worker runs as in production, a process of its own, and the sweep is started through its queue as the console starts one.
import type { ChildProcess } from "node:child_process";
import { sql } from "kysely";
import { createJobQueues, runBillingSweepNow } from "@kidsafe/jobs";
import { startStripeEmulator } from "@kidsafe/stripe-emulator";
import { createTestDatabase, startTestServices, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import { finishedJob, startWorkerProcess } from "../billing-worker-process.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const ADVERTISERS = Number(process.env.BENCH_BILLING_ADVERTISERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_BILLING_EVENTS ?? 10_000_000);
/** A machine far below the limit would take hours. */
const CHARGE_SECONDS = process.env.BENCH_BILLING_CHARGE_SECONDS ? Number(process.env.BENCH_BILLING_CHARGE_SECONDS) : undefined;
const SWEEP_GOAL_MS = 30_000;
const CHARGES_PER_SECOND = 200;
const RECOMMENDATION_EVERY = 20;
const EVENT_BATCH = 1_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SECRET = "sk_test_bench_billing";
const WEBHOOK = "whsec_bench_billing";

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export async function billing(_settings: BenchSettings): Promise<string> {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const stripe = await startStripeEmulator({ secretKey: SECRET, webhookSecret: WEBHOOK });
  const prefix = uniqueRedisPrefix("bench-billing").slice(0, -1);
  const queues = createJobQueues({ connection: services.redisUrl, prefix });
  const db = database.db;
  let worker: ChildProcess | undefined;
  try {
    // The worker's own schedule finds nothing; the sweep runs at the cycles' end.
    const paidAt = new Date(Date.now() - 6 * DAY_MS);
    const cycleEnd = new Date(paidAt.getTime() + 7 * DAY_MS);
    const generating = Date.now();
    const cards = Array.from({ length: ADVERTISERS }, () => stripe.customerWithCard("4242424242424242"));
    // Generating the data takes longer than the pool's statement timeout allows a product query.
    const { expectedCents, expectedCycles } = await db.connection().execute(async (db) => {
      await sql`set statement_timeout = 0`.execute(db);
      await sql`
      insert into advertisers (app_name, app_url, app_description, email, password_hash, status, safety_status, upfront_paid_at,
                               stripe_customer_id, stripe_payment_method_id)
      select 'Bench App ' || i, 'https://bench-app-' || i || '.example/', 'Games', 'bench-app-' || i, '!bench', 'active', 'safe',
             ${paidAt}, c.customer, c.method
      from unnest(${cards.map((card) => card.customerId)}::text[], ${cards.map((card) => card.paymentMethodId)}::text[])
           with ordinality as c(customer, method, i)`.execute(db);
      const { rows } = await sql<{ first: number }>`select min(id) as first from advertisers`.execute(db);
      const first = rows[0]!.first;
      for (let start = 0; start < EVENTS; start += EVENT_BATCH) {
        await sql`
        insert into ad_events (event_key, advertiser_id, session_id, kind, recommendation_type, occurred_at, counted_window, billing_week)
        select 'bench-' || g, ${first} + g % ${ADVERTISERS}, 'session-' || g,
               case when g % ${RECOMMENDATION_EVERY} = 0 then 'recommendation' else 'view' end,
               case when g % ${RECOMMENDATION_EVERY} = 0 then 'search' end,
               t, date_bin('10 minutes', t, timestamptz '2000-01-01'), date_trunc('week', t)::date
        from generate_series(${start}::bigint, ${Math.min(start + EVENT_BATCH, EVENTS) - 1}::bigint) g,
             lateral (select ${paidAt}::timestamptz + (g % 600000) * interval '1 second' as t) at_time`.execute(db);
      }
      await sql`
      update advertiser_usage u set views = c.views, recommendations = c.recommendations
      from (select advertiser_id, count(*) filter (where kind = 'view') as views, count(*) filter (where kind = 'recommendation') as recommendations
            from ad_events group by advertiser_id) c
      where u.advertiser_id = c.advertiser_id`.execute(db);
      await sql`analyze`.execute(db);
      const expected = await sql<{ cents: string; cycles: string }>`
      select sum(views * 10 + recommendations * 100) as cents, count(*) filter (where views * 10 + recommendations * 100 > 0) as cycles
      from advertiser_usage`.execute(db);
      return { expectedCents: Number(expected.rows[0]!.cents), expectedCycles: Number(expected.rows[0]!.cycles) };
    });
    const generatedMs = Date.now() - generating;

    worker = await startWorkerProcess({
      databaseUrl: database.url,
      redisUrl: services.redisUrl,
      queuePrefix: prefix,
      env: {
        STRIPE_SECRET_KEY: SECRET,
        STRIPE_WEBHOOK_SECRET: WEBHOOK,
        STRIPE_API_BASE: stripe.url,
        CHARGES_PER_SECOND: String(CHARGES_PER_SECOND),
        WORKER_CONCURRENCY: "16",
        DATABASE_POOL_SIZE: "20",
      },
    });

    const { jobId } = await runBillingSweepNow(queues, { production: false, asOf: cycleEnd });
    const sweep = await finishedJob(queues.queue("billing"), jobId);
    const sweepMs = sweep.finishedOn! - sweep.processedOn!;
    const swept = sweep.returnvalue as { closed: number; chargesEnqueued: number; closingMs: number; enqueuingMs: number };

    const charging = Date.now();
    const paidCount = async () =>
      Number((await sql<{ count: string }>`select count(*) as count from billing_cycles where state = 'paid'`.execute(db)).rows[0]!.count);
    const deadline = CHARGE_SECONDS === undefined ? Infinity : charging + CHARGE_SECONDS * 1000;
    await waitUntil(async () => (await paidCount()) === expectedCycles || Date.now() > deadline, { timeoutMs: 60 * 60_000, intervalMs: 2_000 });
    const chargeMs = Date.now() - charging;
    // Running charges finish, so the rows and the provider agree when compared.
    const exited = new Promise((resolve) => worker!.once("exit", resolve));
    worker.kill("SIGTERM");
    await exited;
    const paid = await paidCount();

    const succeeded = [...stripe.state.paymentIntents.values()].filter((intent) => intent.status === "succeeded");
    const perCycle = new Map<string, number>();
    for (const intent of succeeded) for (const id of intent.metadata.cycle_ids!.split(",")) perCycle.set(id, (perCycle.get(id) ?? 0) + 1);
    const chargedCents = succeeded.reduce((sum, intent) => sum + intent.amount, 0);
    const paidCents = Number(
      (await sql<{ cents: string }>`select coalesce(sum(amount_cents), 0) as cents from billing_cycles where state = 'paid'`.execute(db))
        .rows[0]!.cents,
    );
    const complete = paid === expectedCycles;
    const exactlyOnce =
      perCycle.size === paid && [...perCycle.values()].every((count) => count === 1) && chargedCents === (complete ? expectedCents : paidCents);
    const limitMs = (expectedCycles / CHARGES_PER_SECOND) * 1000;

    return [
      `${ADVERTISERS} advertisers, ${EVENTS} ad events (generated in ${seconds(generatedMs)} s)`,
      "",
      "| Goal | Measured | Target | Verdict |",
      "| --- | --- | --- | --- |",
      `| Sweep: close, price and enqueue every due cycle | ${seconds(sweepMs)} s for ${swept.closed} cycles: closing and pricing ${seconds(swept.closingMs)} s, finding and enqueuing ${swept.chargesEnqueued} charge jobs ${seconds(swept.enqueuingMs)} s | < ${seconds(SWEEP_GOAL_MS)} s | ${verdict(sweepMs < SWEEP_GOAL_MS && swept.closed === ADVERTISERS)} |`,
      `| Charge ${expectedCycles} cycles at ${CHARGES_PER_SECOND}/s | ${complete ? "" : `stopped after `}${seconds(chargeMs)} s: ${paid} paid (${Math.round(paid / (chargeMs / 1000))}/s) | about ${seconds(limitMs)} s | ${verdict(complete && chargeMs < limitMs * 1.15)} |`,
      `| Every cycle charged exactly once | ${perCycle.size} cycles, ${succeeded.length} payments, ${chargedCents} of ${expectedCents} cents | ${complete ? "all" : "those paid"}, once | ${verdict(exactlyOnce)} |`,
    ].join("\n");
  } finally {
    worker?.kill("SIGTERM");
    for (const name of ["billing", "charges", "safety"] as const) await queues.queue(name).obliterate({ force: true });
    await queues.close();
    await stripe.close();
    await database.drop();
    await services.stop();
  }
}
