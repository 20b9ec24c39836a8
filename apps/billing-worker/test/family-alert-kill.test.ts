// The billing worker killed with SIGKILL while the alert mail is being handed to the mail server (after the end of
// DATA, before the server's answer): the mail job's lock lapses, a new worker takes it again, and the parent gets the
// alert exactly once. The mail server is a slow one in this process that answers only after a pause.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { createJobQueues } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { CHILD_BIRTH_YEAR, createTestDatabase, freePort, testServiceUrls, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import type { TestDatabase } from "@kidsafe/testing";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crisisEvent, insertChild, insertParent, recordEvent } from "./family-alerts-support.ts";

/** The mail server's pause between the end of DATA and its answer: the window the worker is killed in. */
const ANSWER_DELAY_MS = 3_000;
/** A killed worker's job is taken again once its lock lapses. */
const JOB_LOCK_MS = 2_000;
/** The alert's promise to parents. */
const DELIVERY_BOUND_MS = 5 * 60_000;
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

interface Delivery {
  to: string[];
  subject: string;
  at: number;
}

/** An SMTP server that takes DATA, waits, then accepts, unless the client went away meanwhile. */
async function startSlowMailServer() {
  const received: Delivery[] = [];
  const accepted: Delivery[] = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onClose: (session) => closed.add(session.id),
    onData(stream, session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        const delivery = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: /^Subject: (.*)$/m.exec(text)?.[1] ?? "",
          at: Date.now(),
        };
        received.push(delivery);
        setTimeout(() => {
          // A client that left before the answer never heard it taken: the message is dropped, as a real server does.
          if (closed.has(session.id)) return callback(new Error("the client went away"));
          accepted.push({ ...delivery, at: Date.now() });
          callback();
        }, ANSWER_DELAY_MS);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${String(port)}`,
    received,
    accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: TestDatabase;
let mailServer: Awaited<ReturnType<typeof startSlowMailServer>>;
let queues: JobQueues;
const prefix = uniqueRedisPrefix("alert-kill").slice(0, -1);
const { redisUrl } = testServiceUrls();

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  mailServer = await startSlowMailServer();
  queues = createJobQueues({ connection: redisUrl, prefix });
});
afterAll(async () => {
  for (const name of ["family", "mail"] as const) await queues?.queue(name).obliterate({ force: true });
  await queues?.close();
  await mailServer?.close();
  await database?.drop();
});

/** The real worker (src/server.ts) in a process of its own. */
async function startWorkerProcess() {
  // Node itself with tsx's loader: the tsx command would run the worker in a grandchild that a SIGKILL misses.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JOBS_QUEUE_PREFIX: prefix,
      SMTP_URL: mailServer.url,
      PUBLIC_URL: "https://kidsafe.test",
      JOB_LOCK_MS: String(JOB_LOCK_MS),
      // Nothing here is charged: the payment provider is never called.
      STRIPE_SECRET_KEY: "sk_test_alert_kill",
      STRIPE_WEBHOOK_SECRET: "whsec_alert_kill",
      STRIPE_API_BASE: "http://127.0.0.1:9",
      BILLING_SWEEP_EVERY_MS: String(7 * 24 * 60 * 60_000),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  await waitUntil(() => Promise.resolve(output.includes("billing worker ready") || child.exitCode !== null), {
    timeoutMs: 30_000,
    intervalMs: 50,
  });
  if (!output.includes("billing worker ready")) throw new Error(`The worker did not start:\n${output}`);
  return { child, exited, output: () => output };
}

describe("a crisis alert when the worker is killed mid-send", () => {
  it("reaches the parent exactly once, within the bound", { timeout: 120_000 }, async () => {
    const child = await insertChild(database.db, CHILD_BIRTH_YEAR);
    const parent = await insertParent(database.db, { linkedTo: [child.id] });
    const first = await startWorkerProcess();

    const recordedAt = Date.now();
    await recordEvent(database.db, crisisEvent(child.id, "i don't want to be alive"), { queues });
    await waitUntil(() => Promise.resolve(mailServer.received.some((mail) => mail.to.includes(parent.email))), {
      timeoutMs: 30_000,
      intervalMs: 10,
    });
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

    const second = await startWorkerProcess();
    try {
      await waitUntil(() => Promise.resolve(mailServer.accepted.some((mail) => mail.to.includes(parent.email))), {
        timeoutMs: 60_000,
        intervalMs: 50,
      });
      // Time for a duplicate to show up, had the job run a third time.
      await new Promise((resolve) => setTimeout(resolve, JOB_LOCK_MS * 2 + ANSWER_DELAY_MS));
      const accepted = mailServer.accepted.filter((mail) => mail.to.includes(parent.email));
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.subject).toContain("KidSafe safety alert");
      // The killed attempt reached DATA too: two hand-overs, one taken.
      expect(mailServer.received.filter((mail) => mail.to.includes(parent.email))).toHaveLength(2);
      expect(accepted[0]!.at - recordedAt).toBeLessThan(DELIVERY_BOUND_MS);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  });
});
