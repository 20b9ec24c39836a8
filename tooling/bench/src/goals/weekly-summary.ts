// The mail queue is paused: nothing is sent. The worker's clock starts at a Sunday evening, whatever the day of the run.
import { spawn } from "node:child_process";
import { sql } from "kysely";
import type { Db } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import { createTestDatabase, freePort, startTestServices, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import { WORKER_DIR } from "../billing-worker-process.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const FAMILIES = Number(process.env.BENCH_WEEKLY_FAMILIES ?? 100_000);
const TARGET_MS = 10 * 60_000;
const SWEEP_AT = new Date("2026-11-29T21:00:00Z");
const WEEK = "2026-11-23";
const ZONES = ["UTC", "Europe/London", "Europe/Berlin", "Europe/Athens"];
const SUBJECTS = ["math", "science", "history", "writing", "english", "drama"];

const WORKER_AT_SWEEP_TIME = `(async () => {
  const { startBillingWorker } = await import(${JSON.stringify(`${WORKER_DIR}/src/app.ts`)});
  const { readBillingWorkerConfig } = await import(${JSON.stringify(`${WORKER_DIR}/src/env.ts`)});
  const at = new Date(${JSON.stringify(SWEEP_AT.toISOString())});
  const worker = await startBillingWorker(readBillingWorkerConfig(), { clock: () => at });
  process.once("SIGTERM", () => void worker.close().then(() => process.exit(0)));
  console.log("ready");
})();`;
const SUMMARY_PAGE = 1_000;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export async function seedFamilies(database: Db, families: number): Promise<void> {
  // Longer than the pool's statement timeout allows a product query.
  await database.connection().execute(async (db) => {
    await sql`set statement_timeout = 0`.execute(db);
    await sql`
      insert into users (username, password_hash, birth_year)
      select 'bench-weekly-kid-' || i, '!bench', 2008 + i % 15 from generate_series(1, ${families}) i`.execute(db);
    await sql`
      insert into parents (email, password_hash, email_verified_at, time_zone)
      select 'bench-weekly-' || i || '@example.com', '!bench', now(), (${ZONES}::text[])[1 + i % ${ZONES.length}]
      from generate_series(1, ${families}) i`.execute(db);
    await sql`
      insert into parent_links (parent_id, user_id)
      select p.id, u.id
      from (select id, row_number() over (order by id) as n from parents) p
      join (select id, row_number() over (order by id) as n from users) u on u.n = p.n`.execute(db);
    await sql`
      insert into feature_usage (user_id, day, feature, minutes, uses)
      select u.id, ${WEEK}::date + d, f, 5 + (u.id + d) % 40, (u.id + d) % 12
      from users u, generate_series(0, 6) d, unnest(array['chat', case when d % 2 = 0 then 'search' else 'games' end]) f`.execute(db);
    await sql`
      insert into subject_usage (user_id, day, subject, uses)
      select u.id, ${WEEK}::date + d, (${SUBJECTS}::text[])[1 + (u.id + d + k) % ${SUBJECTS.length}], 1 + (u.id + k) % 9
      from users u, generate_series(0, 6) d, (values (0), (3)) s(k)`.execute(db);
    // Already alerted, so the only mails queued are the summaries.
    await sql`
      insert into safety_events (user_id, category, surface, child_message, reply, created_at, parents_alerted_at)
      select u.id, (array['personal_data', 'harmful_request', 'self_harm'])[1 + (u.id + k) % 3], 'chat', 'bench', 'bench', t, t
      from users u, generate_series(0, 1) k,
           lateral (select ${WEEK}::timestamptz + ((u.id * 7 + k * 3) % 160) * interval '1 hour' as t) at_time`.execute(db);
    await sql`
      insert into study_mode_exits (user_id, exited_at)
      select id, ${WEEK}::timestamptz + (id % 150) * interval '1 hour' from users`.execute(db);
    await sql`analyze`.execute(db);
  });
}

export async function weeklySummary(_settings: BenchSettings): Promise<string> {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const prefix = uniqueRedisPrefix("bench-weekly").slice(0, -1);
  const queues = createJobQueues({ connection: services.redisUrl, prefix });
  let worker: ReturnType<typeof spawn> | undefined;
  try {
    const seeding = Date.now();
    await seedFamilies(database.db, FAMILIES);
    const seedMs = Date.now() - seeding;

    await queues.queue("mail").pause();
    worker = spawn(`${WORKER_DIR}/node_modules/.bin/tsx`, ["--eval", WORKER_AT_SWEEP_TIME], {
      cwd: WORKER_DIR,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        PORT: String(await freePort()),
        DATABASE_URL: database.url,
        REDIS_URL: services.redisUrl,
        JOBS_QUEUE_PREFIX: prefix,
        STRIPE_SECRET_KEY: "sk_test_bench_weekly",
        STRIPE_WEBHOOK_SECRET: "whsec_bench_weekly",
        PUBLIC_URL: "https://kidsafe.example",
      },
    });
    const exited = new Promise<string>((resolve) => worker!.once("exit", (code) => resolve(`the worker exited (${String(code)})`)));
    let output = "";
    worker.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitUntil(() => Promise.resolve(output.includes("ready")), { timeoutMs: 120_000, intervalMs: 100, gaveUp: exited });

    const family = queues.queue("family");
    const started = Date.now();
    const added = await queues.enqueue("family.weekly.sweep", {});
    const mailsQueued = () => queues.queue("mail").getJobCountByTypes("waiting", "paused");
    await waitUntil(async () => (await mailsQueued()) >= FAMILIES, { timeoutMs: 30 * 60_000, intervalMs: 250, gaveUp: exited });
    const allMs = Date.now() - started;
    const mails = await mailsQueued();
    const sweep = await family.getJob(added.id!);
    if (sweep?.failedReason) throw new Error(`the sweep failed: ${sweep.failedReason}`);
    const sweepMs = sweep?.finishedOn && sweep.processedOn ? sweep.finishedOn - sweep.processedOn : Number.NaN;
    const { queued } = (sweep?.returnvalue ?? { queued: 0 }) as { queued: number };

    const summaryMs: number[] = [];
    for (let start = 0; ; start += SUMMARY_PAGE) {
      const jobs = await family.getJobs(["completed"], start, start + SUMMARY_PAGE - 1);
      for (const job of jobs) {
        if (job.name === "family.weekly.summary" && job.processedOn && job.finishedOn) summaryMs.push(job.finishedOn - job.processedOn);
      }
      if (jobs.length < SUMMARY_PAGE) break;
    }

    return [
      `${FAMILIES} verified parents, one linked child each with a week of rows (seeded in ${seconds(seedMs)} s); the worker as a process at its default concurrency, its clock at Sunday 21:00 UTC`,
      "",
      "| Goal | Measured | Target | Verdict |",
      "| --- | --- | --- | --- |",
      `| Sweep: claim and queue the due summaries | ${seconds(sweepMs)} s for ${queued} parents | - | ${verdict(queued === FAMILIES)} |`,
      `| One summary (read the week, store a token, queue the mail) | p50 ${percentile(summaryMs, 50)} ms, p95 ${percentile(summaryMs, 95)} ms over ${summaryMs.length} | - | - |`,
      `| ${FAMILIES} summaries computed and queued as mails | ${seconds(allMs)} s (${mails} mails queued) | < 10 min | ${verdict(allMs < TARGET_MS && mails === FAMILIES)} |`,
    ].join("\n");
  } finally {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once("exit", resolve));
      worker.kill("SIGTERM");
      await exited;
    }
    for (const name of ["family", "mail"] as const) await queues.queue(name).obliterate({ force: true });
    await queues.close();
    await database.drop();
    await services.stop();
  }
}
