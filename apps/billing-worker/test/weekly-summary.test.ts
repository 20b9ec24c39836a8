// The weekly summary through the real worker: the quarter-hourly sweep (driven by the worker's clock) queues a parent's
// summary on Sunday from 18:00 in the parent's own zone, once a week; the summary job mails the week of each linked
// child to MailDev, with a link to the parent area and an unsubscribe link of its own.
import { mailTokenHash } from "@kidsafe/mail/tokens";
import { startTestMailbox } from "@kidsafe/mail/testing";
import type { ReceivedMail, TestMailbox } from "@kidsafe/mail/testing";
import { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR, testServiceUrls, waitUntil } from "@kidsafe/testing";
import { QueueEvents } from "bullmq";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSUBSCRIBE_TOKEN_TTL_MS, localMidnight } from "../src/jobs/weekly-summary.ts";
import { WEEKLY_SUMMARY_TEXTS } from "../src/jobs/weekly-summary-mail.ts";
import { startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const PUBLIC_URL = "https://kidsafe.test";
const FAMILY_QUEUES = ["family", "mail"] as const;

let mailbox: TestMailbox;
let world: WorkerWorld;
let familyEvents: QueueEvents;
let now = new Date("2026-11-25T12:00:00Z");

beforeAll(async () => {
  mailbox = await startTestMailbox();
  world = await startWorkerWorld({
    env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: "KidSafe Parents <parents@kidsafe.test>", PUBLIC_URL },
    overrides: { clock: () => now },
  });
  familyEvents = new QueueEvents("family", {
    connection: { url: testServiceUrls().redisUrl },
    prefix: world.queues.queue("family").opts.prefix,
  });
  await familyEvents.waitUntilReady();
});
afterAll(async () => {
  await familyEvents?.close();
  for (const name of FAMILY_QUEUES) await world?.queues.queue(name).obliterate({ force: true });
  await world?.close();
  await mailbox?.close();
});

/** Waits until the family and mail queues have nothing waiting or running (the schedulers' next sweeps aside). */
async function familyIdle() {
  await waitUntil(
    async () => {
      const counts = await Promise.all(
        FAMILY_QUEUES.map(async (name) => {
          const queue = world.queues.queue(name);
          const delayed = (await queue.getJobs(["delayed"])).filter((job) => !job.repeatJobKey);
          return (await queue.getJobCountByTypes("waiting", "active", "prioritized")) + delayed.length;
        }),
      );
      return counts.every((count) => count === 0);
    },
    { timeoutMs: 30_000, intervalMs: 50 },
  );
}

/** Runs the weekly sweep through its queue with the worker's clock at `at`, then waits for what it queued. */
async function sweepAt(at: string): Promise<{ queued: number }> {
  now = new Date(at);
  const job = await world.queues.enqueue("family.weekly.sweep", {});
  const result = (await job.waitUntilFinished(familyEvents, 30_000)) as { queued: number };
  await familyIdle();
  return result;
}

let counter = 0;

/** A parent linked to one child (unless `linked` is false); verified, wanting the summary, in UTC unless told. */
async function family(options: { timeZone?: string; verified?: boolean; weeklySummary?: boolean; linked?: boolean; birthYear?: number } = {}) {
  counter++;
  const db = world.database.db;
  const email = `weekly-parent-${counter}@example.com`;
  const parent = await db
    .insertInto("parents")
    .values({
      email,
      password_hash: "!test",
      email_verified_at: options.verified === false ? null : new Date("2026-11-01T00:00:00Z"),
      time_zone: options.timeZone ?? "UTC",
      weekly_summary: options.weeklySummary ?? true,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const child = await db
    .insertInto("users")
    .values({ username: `weekly-kid-${counter}`, password_hash: "!test", birth_year: options.birthYear ?? CHILD_BIRTH_YEAR })
    .returning(["id", "username"])
    .executeTakeFirstOrThrow();
  if (options.linked !== false) await db.insertInto("parent_links").values({ parent_id: parent.id, user_id: child.id }).execute();
  return { parentId: parent.id, email, childId: child.id, username: child.username };
}

const summaryJob = (parentId: number, week: string) => world.queues.queue("family").getJob(`weekly-summary-${parentId}-${week}`);
const mailsTo = async (email: string): Promise<ReceivedMail[]> => (await mailbox.mails()).filter((mail) => mail.to.includes(email));

describe("when the weekly summary goes", () => {
  it("queues a Kathmandu family's summary at its own Sunday 18:00, not a UTC family's", async () => {
    const kathmandu = await family({ timeZone: "Asia/Kathmandu" });
    const utc = await family();

    // 12:14 UTC is 17:59 in Kathmandu (UTC+5:45).
    expect(await sweepAt("2026-11-29T12:14:00Z")).toEqual({ queued: 0 });
    expect(await summaryJob(kathmandu.parentId, "2026-11-23")).toBeUndefined();

    expect(await sweepAt("2026-11-29T12:15:00Z")).toEqual({ queued: 1 });
    expect(await summaryJob(kathmandu.parentId, "2026-11-23")).toBeDefined();
    expect(await summaryJob(utc.parentId, "2026-11-23")).toBeUndefined();
    const received = await mailbox.waitForMail(kathmandu.email, "Your family's week");
    expect(received.text).toContain(`== ${kathmandu.username} ==`);
    expect(await mailsTo(utc.email)).toEqual([]);

    // The UTC family's evening comes later; a sweep that missed its 18:00 quarter still catches it up before midnight.
    expect(await sweepAt("2026-11-29T18:40:00Z")).toEqual({ queued: 1 });
    await mailbox.waitForMail(utc.email, "Your family's week");
  });

  it("sends no second summary in the same week", async () => {
    const parent = await family();
    expect(await sweepAt("2026-12-06T18:00:00Z")).toMatchObject({ queued: expect.any(Number) as number });
    await mailbox.waitForMail(parent.email, "Your family's week");

    expect(await sweepAt("2026-12-06T18:15:00Z")).toEqual({ queued: 0 });
    // A sweep that died after queuing but before its mark was stored queues the parent again: the job id (while the
    // queue keeps it) and the mail's key hold it to one mail.
    await world.database.db.updateTable("parents").set({ weekly_summary_week: null }).where("id", "=", parent.parentId).execute();
    expect(await sweepAt("2026-12-06T18:30:00Z")).toEqual({ queued: 1 });
    expect(await mailsTo(parent.email)).toHaveLength(1);
  });

  it("counts a zone PostgreSQL does not know as UTC", async () => {
    const parent = await family({ timeZone: "Mars/Olympus_Mons" });
    await sweepAt("2026-12-13T17:45:00Z");
    expect(await summaryJob(parent.parentId, "2026-12-07")).toBeUndefined();
    await sweepAt("2026-12-13T18:00:00Z");
    expect(await summaryJob(parent.parentId, "2026-12-07")).toBeDefined();
    await mailbox.waitForMail(parent.email, "Your family's week");
  });

  it("sends none to parents who unsubscribed, are not verified or have no linked child", async () => {
    const unsubscribed = await family({ weeklySummary: false });
    const unverified = await family({ verified: false });
    const unlinked = await family({ linked: false });
    await sweepAt("2026-12-13T19:00:00Z");

    for (const parent of [unsubscribed, unverified, unlinked]) {
      expect(await summaryJob(parent.parentId, "2026-12-07")).toBeUndefined();
      expect(await mailsTo(parent.email)).toEqual([]);
    }
  });
});

describe("what the weekly summary says", () => {
  /** Monday 2026-12-14 to Sunday 2026-12-20; rows on the days around it must not count. */
  const WEEK = "2026-12-14";

  async function seedWeek(childId: number) {
    const db = world.database.db;
    await db
      .insertInto("feature_usage")
      .values([
        { user_id: childId, day: "2026-12-14", feature: "chat", minutes: 50, uses: 20 },
        { user_id: childId, day: "2026-12-20", feature: "chat", minutes: 40, uses: 12 },
        { user_id: childId, day: "2026-12-16", feature: "games", minutes: 25, uses: 0 },
        { user_id: childId, day: "2026-12-13", feature: "drawing", minutes: 300, uses: 0 },
        { user_id: childId, day: "2026-12-21", feature: "voice", minutes: 300, uses: 9 },
      ])
      .execute();
    await db
      .insertInto("subject_usage")
      .values([
        ...["math", "science", "history", "writing", "english", "drama"].map((subject, index) => ({
          user_id: childId,
          day: "2026-12-15",
          subject,
          uses: 10 - index,
        })),
        { user_id: childId, day: "2026-12-18", subject: "drama", uses: 20 },
        { user_id: childId, day: "2026-12-13", subject: "money", uses: 99 },
      ])
      .execute();
    const event = (category: "self_harm" | "personal_data", at: string) => ({
      user_id: childId,
      category,
      surface: "chat" as const,
      child_message: "my secret words about the treehouse",
      reply: "a kind reply",
      created_at: new Date(at),
    });
    await db
      .insertInto("safety_events")
      .values([
        event("self_harm", "2026-12-14T00:00:00Z"),
        event("self_harm", "2026-12-19T10:00:00Z"),
        event("personal_data", "2026-12-20T23:59:00Z"),
        event("personal_data", "2026-12-13T23:59:00Z"),
        event("personal_data", "2026-12-21T00:00:00Z"),
      ])
      .execute();
    await db
      .insertInto("study_mode_exits")
      .values(
        ["2026-12-14T08:00:00Z", "2026-12-17T08:00:00Z", "2026-12-20T20:00:00Z", "2026-12-21T08:00:00Z"].map((at) => ({
          user_id: childId,
          exited_at: new Date(at),
        })),
      )
      .execute();
  }

  let parent: Awaited<ReturnType<typeof family>>;
  let teen: { childId: number; username: string };
  let mail: ReceivedMail;

  beforeAll(async () => {
    parent = await family();
    const db = world.database.db;
    teen = await db
      .insertInto("users")
      .values({ username: "weekly-teen", password_hash: "!test", birth_year: TEEN_BIRTH_YEAR })
      .returning(["id as childId", "username"])
      .executeTakeFirstOrThrow();
    await db.insertInto("parent_links").values({ parent_id: parent.parentId, user_id: teen.childId }).execute();
    await seedWeek(parent.childId);
    await sweepAt("2026-12-20T18:00:00Z");
    mail = await mailbox.waitForMail(parent.email, "Your family's week");
  });

  it("names the week and shows each linked child's time per feature", () => {
    expect(mail.subject).toBe(WEEKLY_SUMMARY_TEXTS.subject("Monday 14 December", "Sunday 20 December"));
    const child = mail.text.slice(mail.text.indexOf(`== ${parent.username} ==`), mail.text.indexOf(`== ${teen.username} ==`));
    expect(child).toContain("  Chat: 1 h 30 min\n  Search: 0 min\n  Voice: 0 min\n  Games: 25 min\n  Drawing: 0 min\n  Total: 1 h 55 min");
    expect(mail.text).toContain(`== ${teen.username} ==`);
  });

  it("lists the top five subjects of the week", () => {
    expect(mail.text).toContain(
      "Top subjects:\n  Drama (25 times)\n  Math (10 times)\n  Science (9 times)\n  History (8 times)\n  Writing (7 times)\n",
    );
    expect(mail.text).not.toContain("English");
    expect(mail.text).not.toContain("Money");
  });

  it("counts the week's safety events by label, without the child's words", () => {
    expect(mail.text).toContain("Safety events:\n  Self-harm or suicidal thoughts: 2\n  Personal details given away: 1\n");
    expect(mail.text).toContain(WEEKLY_SUMMARY_TEXTS.crisisAdvice);
    expect(mail.text).not.toContain("treehouse");
    expect(mail.text).not.toContain("a kind reply");
  });

  it("counts study-mode exits and links to each child's page in the parent area", () => {
    expect(mail.text).toContain(WEEKLY_SUMMARY_TEXTS.studyModeExits(3));
    expect(mail.text).toContain(`${PUBLIC_URL}/parent/children/${parent.childId}\n`);
    expect(mail.text).toContain(`${PUBLIC_URL}/parent/children/${teen.childId}\n`);
  });

  it("carries its own unsubscribe link, stored as an unsubscribe token, and says alerts stay on", async () => {
    const link = /https:\/\/kidsafe\.test\/parent\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const stored = await world.database.db
      .selectFrom("parent_tokens")
      .select(["parent_id", "purpose", "expires_at", "used_at"])
      .where("token_hash", "=", mailTokenHash(decodeURIComponent(link![1]!)))
      .executeTakeFirst();
    expect(stored).toMatchObject({ parent_id: parent.parentId, purpose: "unsubscribe", used_at: null });
    expect(stored!.expires_at.getTime()).toBe(new Date("2026-12-20T18:00:00Z").getTime() + UNSUBSCRIBE_TOKEN_TTL_MS);
    expect(mail.text).toContain(WEEKLY_SUMMARY_TEXTS.alertsStayOn);
  });

  it("marks the parent's week as summarised", async () => {
    const { rows } = await sql<{
      week: string;
    }>`select to_char(weekly_summary_week, 'YYYY-MM-DD') as week from parents where id = ${parent.parentId}`.execute(world.database.db);
    expect(rows[0]?.week).toBe(WEEK);
  });
});

describe("the week's edges in the parent's zone", () => {
  it("starts each day at the zone's own midnight, across a daylight-saving change", () => {
    expect(localMidnight("2026-11-23", "Asia/Kathmandu").toISOString()).toBe("2026-11-22T18:15:00.000Z");
    expect(localMidnight("2026-11-23", "America/New_York").toISOString()).toBe("2026-11-23T05:00:00.000Z");
    // Berlin moves to summer time at 02:00 on 29 March: that day starts still in winter time, the next in summer time.
    expect(localMidnight("2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(localMidnight("2026-03-30", "Europe/Berlin").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(localMidnight("2026-11-23", "Mars/Olympus_Mons").toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });
});
