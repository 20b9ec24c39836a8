// The day's time follows from the fetch rate and one look's measured time.
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { createJobQueues } from "@kidsafe/jobs";
import { SITE_READ_DEFAULTS, pageTextHash, policyAllowingOrigins, readSite } from "@kidsafe/safe-fetch";
import { createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import { finishedJob, startWorkerProcess } from "../billing-worker-process.ts";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const APPS = Number(process.env.BENCH_WATCH_APPS ?? 100_000);
const RATE_PER_MINUTE = Number(process.env.BENCH_WATCH_RATE ?? 120);
const LOOKS_MEASURED = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = `<!doctype html><html><head><title>Fraction Forest</title><meta name="description" content="Fractions for ages 6 to 11.">
  </head><body>${"<p>Learn halves, quarters and thirds by sharing fruit with the forest animals.</p>".repeat(60)}</body></html>`;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const hours = (ms: number) => (ms / 3_600_000).toFixed(1);

export async function siteWatch(_settings: BenchSettings): Promise<string> {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const site = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const origin = `http://localhost:${(site.address() as AddressInfo).port}`;
  const prefix = uniqueRedisPrefix("bench-watch").slice(0, -1);
  const queues = createJobQueues({ connection: services.redisUrl, prefix });
  let worker: ChildProcess | undefined;
  try {
    // Longer than the pool's statement timeout allows a product query.
    await database.db.connection().execute(async (db) => {
      await sql`set statement_timeout = 0`.execute(db);
      await sql`
        insert into advertisers (app_name, app_url, app_description, email, password_hash, status, safety_status, upfront_paid_at)
        select 'Watch App ' || i, ${origin} || '/app-' || i, 'Games', 'watch-app-' || i, '!bench', 'active', 'safe', now()
        from generate_series(1, ${APPS}) i`.execute(db);
    });

    const read = { policy: policyAllowingOrigins([origin]), extraPages: 0 };
    const look = async (index: number) => pageTextHash((await readSite(`${origin}/app-${index}`, read)).pages[0]!);
    const lookMs: number[] = [];
    for (let index = 0; index < LOOKS_MEASURED; index++) {
      const started = performance.now();
      await look(index);
      lookMs.push(performance.now() - started);
    }
    const concurrency = Math.max(4, Math.ceil((RATE_PER_MINUTE * SITE_READ_DEFAULTS.totalTimeoutMs) / 60_000));
    const parallelStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < LOOKS_MEASURED) await look(next++);
      }),
    );
    const looksPerSecond = LOOKS_MEASURED / ((performance.now() - parallelStarted) / 1000);

    worker = await startWorkerProcess({
      databaseUrl: database.url,
      redisUrl: services.redisUrl,
      queuePrefix: prefix,
      env: {
        STRIPE_SECRET_KEY: "sk_test_bench_watch",
        STRIPE_WEBHOOK_SECRET: "whsec_bench_watch",
        SAFE_FETCH_ALLOW_ORIGINS: origin,
        SITE_WATCH_FETCHES_PER_MINUTE: String(RATE_PER_MINUTE),
      },
    });
    const added = await queues.enqueue("site.watch.sweep", {});
    const sweep = await finishedJob(queues.queue("site-watch"), added.id!);
    const sweepMs = sweep.finishedOn! - sweep.processedOn!;
    const { scheduled, capacity } = sweep.returnvalue as { scheduled: number; capacity: number };

    // The rate bounds the day; the reads must keep up at the worker's concurrency.
    const dayAtRateMs = (APPS / RATE_PER_MINUTE) * 60_000;
    const dayOfReadsMs = (APPS / looksPerSecond) * 1000;
    const fits = scheduled === APPS && APPS <= capacity && dayOfReadsMs < DAY_MS;
    return [
      `${APPS} live apps, ${RATE_PER_MINUTE} reads a minute (SITE_WATCH_FETCHES_PER_MINUTE), ${concurrency} reads at once`,
      "",
      "| Goal | Measured | Target | Verdict |",
      "| --- | --- | --- | --- |",
      `| Sweep: add the day's looks | ${seconds(sweepMs)} s for ${scheduled} looks | < 5 min (the looks' delays run from when each is added) | ${verdict(sweepMs < 5 * 60_000 && scheduled === APPS)} |`,
      `| One look at an unchanged page (read + hash, no model call) | p50 ${percentile(lookMs, 50).toFixed(1)} ms, p99 ${percentile(lookMs, 99).toFixed(1)} ms alone; ${Math.round(looksPerSecond)}/s with ${concurrency} at once | keeps up with the rate | ${verdict(looksPerSecond * 60 > RATE_PER_MINUTE)} |`,
      `| ${APPS} apps watched in a day | ${hours(dayAtRateMs)} h at the rate (capacity ${capacity} a day); the reads alone ${seconds(dayOfReadsMs)} s | < 24 h | ${verdict(fits && dayAtRateMs <= DAY_MS)} |`,
    ].join("\n");
  } finally {
    worker?.kill("SIGTERM");
    for (const name of ["site-watch", "safety"] as const) await queues.queue(name).obliterate({ force: true });
    await queues.close();
    await new Promise((resolve) => site.close(resolve));
    await database.drop();
    await services.stop();
  }
}
