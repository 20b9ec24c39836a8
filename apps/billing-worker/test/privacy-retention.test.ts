// The daily privacy retention through the real worker: scheduled at every start (the former safety events purge's
// schedule removed), run from the privacy queue, deleting exactly what is past its time and nothing else.
import {
  CHAT_RETENTION_DAYS,
  JOB_QUEUES,
  MODERATION_REVIEW_RETENTION_DAYS,
  PRIVACY_QUEUE,
  SAFETY_EVENT_RETENTION_DAYS,
  SAFETY_QUEUE,
} from "@kidsafe/contracts";
import { createJobQueues, jobCatalog } from "@kidsafe/jobs";
import { sql } from "kysely";
import { testServiceUrls, uniqueRedisPrefix, waitUntil } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORMER_SAFETY_EVENTS_PURGE } from "../src/app.ts";
import { PRIVACY_RETENTION_CRON, USAGE_RETENTION_DAYS, retentionCutoffs } from "../src/jobs/privacy-retention.ts";
import { DAY_MS, startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";
import { emptySnapshot, orphans, seedRetentionBacklog, snapshot } from "./retention-support.ts";

const NOW = new Date("2026-11-29T04:30:00Z");
let world: WorkerWorld;

beforeAll(async () => {
  world = await startWorkerWorld({ overrides: { clock: () => NOW } });
});
afterAll(async () => {
  await world?.queues.queue(PRIVACY_QUEUE).obliterate({ force: true });
  await world?.close();
});

async function retentionThroughQueue(): Promise<unknown> {
  const job = await world.queues.enqueue("privacy.retention", {});
  const queue = world.queues.queue(PRIVACY_QUEUE);
  await waitUntil(async () => (await queue.getJob(job.id!))?.finishedOn !== undefined, { timeoutMs: 30_000, intervalMs: 50 });
  const done = await queue.getJob(job.id!);
  expect(done?.failedReason).toBeUndefined();
  return done?.returnvalue;
}

describe("the privacy retention job", () => {
  it("is scheduled every day in UTC, and the former safety events purge is not", async () => {
    const scheduler = await world.queues.queue(PRIVACY_QUEUE).getJobScheduler("privacy-retention");
    expect(scheduler).toMatchObject({ name: "privacy.retention", pattern: PRIVACY_RETENTION_CRON, tz: "UTC" });
    expect(await world.queues.queue(SAFETY_QUEUE).getJobScheduler(FORMER_SAFETY_EVENTS_PURGE)).toBeUndefined();
    expect(Object.keys(jobCatalog)).not.toContain("safety.events.purge");
  });

  it("drops the former purge's schedule, left by an older worker, when it starts", async () => {
    const prefix = uniqueRedisPrefix("retention-upgrade").slice(0, -1);
    const queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix });
    const safety = queues.queue(SAFETY_QUEUE);
    await safety.upsertJobScheduler(FORMER_SAFETY_EVENTS_PURGE, { pattern: "15 4 * * *", tz: "UTC" }, { name: "safety.sweep", data: {} });
    expect(await safety.getJobScheduler(FORMER_SAFETY_EVENTS_PURGE)).toBeDefined();
    const upgraded = await startWorkerWorld({ env: { JOBS_QUEUE_PREFIX: prefix }, overrides: { clock: () => NOW } });
    try {
      expect(await safety.getJobScheduler(FORMER_SAFETY_EVENTS_PURGE)).toBeUndefined();
      expect(await queues.queue(PRIVACY_QUEUE).getJobScheduler("privacy-retention")).toMatchObject({ pattern: PRIVACY_RETENTION_CRON });
    } finally {
      await upgraded.close();
      for (const name of JOB_QUEUES) await queues.queue(name).obliterate({ force: true });
      await queues.close();
    }
  });

  it(`deletes conversations untouched for ${String(CHAT_RETENTION_DAYS)} days with their photos, held-back answers after ${String(MODERATION_REVIEW_RETENTION_DAYS)} and safety events after ${String(SAFETY_EVENT_RETENTION_DAYS)}, and nothing else`, async () => {
    const cutoffs = retentionCutoffs(NOW);
    expect(cutoffs).toEqual({
      conversations: new Date(NOW.getTime() - CHAT_RETENTION_DAYS * DAY_MS),
      moderationReviews: new Date(NOW.getTime() - MODERATION_REVIEW_RETENTION_DAYS * DAY_MS),
      safetyEvents: new Date(NOW.getTime() - SAFETY_EVENT_RETENTION_DAYS * DAY_MS),
      searchHistory: new Date(NOW.getTime() - CHAT_RETENTION_DAYS * DAY_MS),
      usage: new Date(NOW.getTime() - USAGE_RETENTION_DAYS * DAY_MS),
    });
    await seedRetentionBacklog(world.database.db, NOW, { due: 6, kept: 4 });
    const before = await snapshot(world.database.db);
    expect(before.due.conversations).toHaveLength(7);
    expect(before.due.attachments).toBe(6);

    expect(await retentionThroughQueue()).toEqual({
      conversations: { deleted: 7, more: false },
      moderationReviews: { deleted: 6, more: false },
      safetyEvents: { deleted: 6, more: false },
      searchHistory: { deleted: 0, more: false },
      usage: { deleted: 0, more: false },
    });
    const after = await snapshot(world.database.db);
    expect(after.due).toEqual(emptySnapshot);
    expect(after.kept).toEqual(before.kept);
    expect(await orphans(world.database.db)).toBe(0);

    // Nothing more is due: a second run (a retry, another replica's) changes nothing.
    expect(await retentionThroughQueue()).toEqual({
      conversations: { deleted: 0, more: false },
      moderationReviews: { deleted: 0, more: false },
      safetyEvents: { deleted: 0, more: false },
      searchHistory: { deleted: 0, more: false },
      usage: { deleted: 0, more: false },
    });
    expect((await snapshot(world.database.db)).kept).toEqual(before.kept);
  });

  it(`deletes searches older than ${String(CHAT_RETENTION_DAYS)} days and use per feature and subject older than ${String(USAGE_RETENTION_DAYS)} days, keeping the rest`, async () => {
    const db = world.database.db;
    const user = await sql<{ id: number }>`
      insert into users (username, password_hash) values (${`usage-retention-${String(Math.random()).slice(2, 8)}`}, '!test')
      returning id`.execute(db);
    const userId = user.rows[0]!.id;
    const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
    const dayAgo = (days: number) => ago(days).toISOString().slice(0, 10);
    await sql`
      insert into search_history (user_id, query, created_at)
      values (${userId}, 'old volcanoes', ${ago(CHAT_RETENTION_DAYS + 1)}), (${userId}, 'old rivers', ${ago(CHAT_RETENTION_DAYS + 30)}),
        (${userId}, 'recent planets', ${ago(CHAT_RETENTION_DAYS - 1)})`.execute(db);
    await sql`
      insert into feature_usage (user_id, day, feature, minutes, uses)
      values (${userId}, ${dayAgo(USAGE_RETENTION_DAYS + 2)}, 'chat', 5, 3), (${userId}, ${dayAgo(USAGE_RETENTION_DAYS + 2)}, 'games', 9, 0),
        (${userId}, ${dayAgo(USAGE_RETENTION_DAYS - 2)}, 'chat', 4, 2)`.execute(db);
    await sql`
      insert into subject_usage (user_id, day, subject, uses)
      values (${userId}, ${dayAgo(USAGE_RETENTION_DAYS + 2)}, 'math', 3), (${userId}, ${dayAgo(USAGE_RETENTION_DAYS - 2)}, 'math', 2)`.execute(
      db,
    );

    expect(await retentionThroughQueue()).toMatchObject({ searchHistory: { deleted: 2, more: false }, usage: { deleted: 3, more: false } });
    const searches = await sql<{ query: string }>`select query from search_history where user_id = ${userId}`.execute(db);
    expect(searches.rows.map((row) => row.query)).toEqual(["recent planets"]);
    const features = await sql<{ feature: string }>`select feature from feature_usage where user_id = ${userId}`.execute(db);
    expect(features.rows).toEqual([{ feature: "chat" }]);
    const subjects = await sql<{ uses: number }>`select uses from subject_usage where user_id = ${userId}`.execute(db);
    expect(subjects.rows).toEqual([{ uses: 2 }]);
  });
});
