// The daily purge of safety events through the real worker: scheduled at every start, run from the safety queue,
// deleting what was recorded more than SAFETY_EVENT_RETENTION_DAYS ago and nothing younger.
import { SAFETY_EVENT_RETENTION_DAYS } from "@kidsafe/contracts";
import { createSafetyEventsRepository, createUsersRepository } from "@kidsafe/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAFETY_EVENTS_PURGE_CRON, safetyEventsCutoff } from "../src/jobs/safety-events-purge.ts";
import { DAY_MS, startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const NOW = new Date("2026-11-29T04:15:00Z");
let world: WorkerWorld;

beforeAll(async () => {
  world = await startWorkerWorld({ overrides: { clock: () => NOW } });
});
afterAll(() => world?.close());

async function purgeThroughQueue(): Promise<unknown> {
  const job = await world.queues.enqueue("safety.events.purge", {});
  await world.idle();
  const done = await world.queues.queue("safety").getJob(job.id!);
  expect(done?.failedReason).toBeUndefined();
  return done?.returnvalue;
}

describe("the safety events purge", () => {
  it("is scheduled every day in UTC", async () => {
    const scheduler = await world.queues.queue("safety").getJobScheduler("safety-events-purge");
    expect(scheduler).toMatchObject({ name: "safety.events.purge", pattern: SAFETY_EVENTS_PURGE_CRON, tz: "UTC" });
  });

  it(`deletes the events recorded more than ${String(SAFETY_EVENT_RETENTION_DAYS)} days ago and keeps the younger ones`, async () => {
    const user = await createUsersRepository(world.database.db).insert("purge_child", "!test");
    const events = createSafetyEventsRepository(world.database.db);
    const cutoff = safetyEventsCutoff(NOW);
    expect(cutoff).toEqual(new Date(NOW.getTime() - SAFETY_EVENT_RETENTION_DAYS * DAY_MS));
    const recordAt = (at: Date) =>
      events.record(
        {
          userId: user!.id,
          sessionId: null,
          category: "self_harm",
          surface: "chat",
          childMessage: "I feel like hurting myself",
          reply: "Please tell a grown-up you trust right now.",
          age: 12,
        },
        { at },
      );
    for (const daysOld of [365, 120, 91]) await recordAt(new Date(NOW.getTime() - daysOld * DAY_MS));
    await recordAt(new Date(cutoff.getTime() - 1));
    const atTheLimit = await recordAt(cutoff);
    const yesterday = await recordAt(new Date(NOW.getTime() - DAY_MS));

    expect(await purgeThroughQueue()).toEqual({ deleted: 4, more: false });
    expect((await events.list({ limit: 100 })).map((event) => event.id)).toEqual([yesterday, atTheLimit]);
    // Nothing more to delete: a second run (a retry, another replica's) changes nothing.
    expect(await purgeThroughQueue()).toEqual({ deleted: 0, more: false });
  });
});
