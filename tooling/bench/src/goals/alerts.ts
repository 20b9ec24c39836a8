// The hour's events arrive in a compressed window, which only makes it harder. Digests past the daily cap wait an hour by design, so they are
// counted, not timed.
import type { ChildProcess } from "node:child_process";
import { ALERTS_PER_CHILD_DAY, CRISIS_CATEGORIES } from "@kidsafe/contracts";
import { safetyEventRecording } from "@kidsafe/ai";
import { createSafetyEventsRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import { createTestDatabase, freePort, startTestServices, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import { startWorkerProcess } from "../billing-worker-process.ts";
import { sql } from "kysely";
import { SMTPServer } from "smtp-server";
import { percentile } from "../stats.ts";
import type { BenchSettings } from "./goal.ts";
import { verdict } from "./goal.ts";

const EVENTS = Number(process.env.BENCH_ALERTS_EVENTS ?? 10_000);
const WINDOW_MS = Number(process.env.BENCH_ALERTS_WINDOW_S ?? 600) * 1000;
const CHILDREN = Number(process.env.BENCH_ALERTS_CHILDREN ?? 2_000);
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_ALERTS_DRAIN_S ?? 300) * 1000;
const TARGET_P95_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;
const quiet = { info: () => undefined, warn: () => undefined };
/** Postgres answers count(*) as a string. */
const COUNT = sql<string>`count(*)`.as("n");

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function bodyOf(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body.replace(/=\r\n/g, "").replace(/=3D/gi, "=");
  return body;
}

async function startMailServer() {
  const alerts = new Map<string, number>();
  let digests = 0;
  let alertAccepts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 1_000_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const acceptedAt = Date.now();
        const raw = Buffer.concat(chunks).toString("utf8");
        const eventId = /\?event=(\d+)/.exec(bodyOf(raw))?.[1];
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? "";
        if (eventId) {
          alertAccepts++;
          if (!alerts.has(`${eventId} ${to}`)) alerts.set(`${eventId} ${to}`, acceptedAt);
        } else digests++;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    alerts,
    digests: () => digests,
    duplicates: () => alertAccepts - alerts.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function seedFamilies(db: Db): Promise<{ childIds: number[]; parentsOf: Map<number, string[]> }> {
  const childIds: number[] = [];
  const parentsOf = new Map<number, string[]>();
  const now = new Date();
  for (let start = 0; start < CHILDREN; start += 500) {
    const batch = Array.from({ length: Math.min(500, CHILDREN - start) }, (_, index) => start + index);
    const children = await db
      .insertInto("users")
      .values(batch.map((n) => ({ username: `alert-kid-${String(n)}`, password_hash: "!bench", birth_year: n % 3 === 0 ? 2010 : 2016 })))
      .returning("id")
      .execute();
    const parents = batch.flatMap((n, index) =>
      Array.from({ length: n % 2 === 0 ? 2 : 1 }, (_, which) => ({
        childId: children[index]!.id,
        email: `alert-parent-${String(n)}-${String(which)}@example.com`,
      })),
    );
    const parentRows = await db
      .insertInto("parents")
      .values(parents.map((parent) => ({ email: parent.email, password_hash: "!bench", email_verified_at: now })))
      .returning("id")
      .execute();
    await db
      .insertInto("parent_links")
      .values(parents.map((parent, index) => ({ parent_id: parentRows[index]!.id, user_id: parent.childId })))
      .execute();
    for (const parent of parents) parentsOf.set(parent.childId, [...(parentsOf.get(parent.childId) ?? []), parent.email]);
    childIds.push(...children.map((child) => child.id));
  }
  return { childIds, parentsOf };
}

export async function alerts(_settings: BenchSettings): Promise<string> {
  const services = await startTestServices();
  const database = await createTestDatabase(services.databaseUrl);
  const mail = await startMailServer();
  const prefix = uniqueRedisPrefix("bench-alerts").slice(0, -1);
  const queues = createJobQueues({ connection: services.redisUrl, prefix });
  let worker: ChildProcess | undefined;
  try {
    const { childIds } = await seedFamilies(database.db);
    worker = await startWorkerProcess({
      databaseUrl: database.url,
      redisUrl: services.redisUrl,
      queuePrefix: prefix,
      env: {
        LOG_LEVEL: "error",
        STRIPE_SECRET_KEY: "sk_test_bench_alerts",
        STRIPE_WEBHOOK_SECRET: "whsec_bench_alerts",
        SMTP_URL: mail.url,
        PUBLIC_URL: "https://kidsafe.example",
      },
    });

    const recordedAt = new Map<string, number>();
    const recording = safetyEventRecording(createSafetyEventsRepository(database.db), {
      log: quiet,
      afterRecorded: async (eventId) => {
        recordedAt.set(eventId, Date.now());
        await queues.enqueue("family.alert", { eventId });
      },
    });
    const started = Date.now();
    const inFlight = new Set<Promise<void>>();
    let enqueueLagMaxMs = 0;
    for (let n = 0; n < EVENTS; n++) {
      const due = started + (n * WINDOW_MS) / EVENTS;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else enqueueLagMaxMs = Math.max(enqueueLagMaxMs, -wait);
      const childId = childIds[Math.floor(Math.random() * childIds.length)]!;
      const recorded = recording
        .safetyEvent({
          userId: childId,
          sessionId: `bench-${String(n)}`,
          category: CRISIS_CATEGORIES[n % CRISIS_CATEGORIES.length]!,
          surface: "chat",
          childMessage: `bench words number ${String(n)}`,
          reply: "I'm really glad you told me. Please talk to a grown-up you trust.",
          age: 10,
        })
        .finally(() => inFlight.delete(recorded));
      inFlight.add(recorded);
    }
    await Promise.all(inFlight);
    const recordedMs = Date.now() - started;

    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string }> }) => Number((await query.executeTakeFirstOrThrow()).n);
    const parentAlerts = (delivery: "mail" | "digest") =>
      count(database.db.selectFrom("parent_alerts").select(COUNT).where("delivery", "=", delivery));
    const undecided = () => count(database.db.selectFrom("safety_events").select(COUNT).where("parents_alerted_at", "is", null));
    await waitUntil(async () => (await undecided()) === 0 && mail.alerts.size >= (await parentAlerts("mail")), {
      timeoutMs: DRAIN_TIMEOUT_MS,
      intervalMs: 500,
    }).catch(() => undefined);
    const drainedMs = Date.now() - started;

    const latencies: number[] = [];
    for (const [key, acceptedAt] of mail.alerts) {
      const at = recordedAt.get(key.split(" ")[0]!);
      if (at !== undefined) latencies.push(acceptedAt - at);
    }
    const expectedMails = await parentAlerts("mail");
    const lost = expectedMails - mail.alerts.size;

    const digestJobs = (await queues.queue("family").getJobs(["delayed"])).filter((job) => job.name === "family.alert.digest");
    for (const job of digestJobs) await job.promote();
    await waitUntil(() => Promise.resolve(mail.digests() >= digestJobs.length), { timeoutMs: 120_000, intervalMs: 250 }).catch(() => undefined);
    const digested = await parentAlerts("digest");

    const p95 = percentile(latencies, 95);
    const ratePerHour = Math.round((EVENTS / WINDOW_MS) * HOUR_MS);
    return [
      `${EVENTS} crisis events over ${seconds(WINDOW_MS)} s (${ratePerHour} an hour, ${(ratePerHour / 10_000).toFixed(1)}x the goal's rate) ` +
        `for ${CHILDREN} children with 1-2 verified parents each; the real billing worker (WORKER_CONCURRENCY default) against a local SMTP server; ` +
        `at most ${ALERTS_PER_CHILD_DAY} alert mails per child and parent a day, the rest in one digest.`,
      `Recorded in ${seconds(recordedMs)} s (the recorder fell behind its schedule by at most ${seconds(enqueueLagMaxMs)} s); every mail accepted ${seconds(drainedMs)} s after the first event.`,
      "",
      "| Goal | Measured | Target | Verdict |",
      "| --- | --- | --- | --- |",
      `| Alert mail accepted by SMTP - event recorded | p50 ${seconds(percentile(latencies, 50))} s, p95 ${seconds(p95)} s, p99 ${seconds(percentile(latencies, 99))} s, max ${seconds(Math.max(...latencies))} s | p95 < 5 min | ${verdict(p95 < TARGET_P95_MS && lost === 0)} |`,
      `| Alert mails | ${mail.alerts.size} accepted of ${expectedMails} decided (${lost} missing, ${mail.duplicates()} twice) | all, once | ${verdict(lost === 0 && mail.duplicates() === 0)} |`,
      `| Digests past the cap | ${digestJobs.length} digests queued, ${mail.digests()} accepted, gathering ${digested} alerts | one per parent, child and day | ${verdict(mail.digests() === digestJobs.length)} |`,
    ].join("\n");
  } finally {
    worker?.kill("SIGTERM");
    for (const name of ["family", "mail"] as const) await queues.queue(name).obliterate({ force: true });
    await queues.close();
    await mail.close();
    await database.drop();
    await services.stop();
  }
}
