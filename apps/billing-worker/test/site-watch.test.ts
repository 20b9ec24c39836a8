// The daily watch of landing pages through the real worker: sample websites on localhost read through the SSRF-safe
// reader, a changed page judged by the Gemini emulator through the real SDK with the registration's rubric, the
// pause recorded with its reason. The watch's looks are spread over the day; "the day passes" by promoting them.
import { createSafetyChecksRepository, createSiteWatchesRepository } from "@kidsafe/db";
import { SAMPLE_SITE_HTML, waitUntil } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pauseReasonOf } from "../src/jobs/safety-check.ts";
import { watchDayOf } from "../src/jobs/site-watch-sweep.ts";
import { DAY_MS, advertiserOf, isEligible, paidAdvertiser } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";
import { startSafetyWorld } from "./safety-support.ts";
import type { SafetyWorld } from "./safety-support.ts";

/** The same words in other markup, with a script: what a visitor reads has not changed. */
const SAFE_PAGE_NEW_MARKUP = `<!doctype html><html><head><title>Fraction Forest</title><script>window.track = () => 1;</script>
  <meta name="description" content="Practise fractions with friendly forest games for ages 6 to 11."></head>
  <body><main class="v2"><h1>Fraction   Forest</h1><div><p>Learn halves, quarters and thirds by sharing fruit with forest animals.</p></div></main></body></html>`;

const START = new Date("2026-11-16T00:00:00Z");
let now = START;
let safety: SafetyWorld;
let world: WorkerWorld;
let origin: string;

beforeAll(async () => {
  // The watch's default spread (a day) and fetch rate: the looks wait for their moment of the day. The checks of the
  // many apps' first looks run at once.
  safety = await startSafetyWorld({ clock: () => now, env: { SAFETY_CHECKS_PER_MINUTE: "1000" } });
  ({ world } = safety);
  origin = safety.sites.origin;
});
afterAll(() => safety?.close());

const watchQueue = () => world.queues.queue("site-watch");
/** The looks (and their retries) waiting for their moment, not the sweep's daily schedule. */
const delayedLooks = async () => (await watchQueue().getJobs(["delayed"])).filter((job) => job.name === "site.watch");

/** Runs the day's sweep through its queue, as the scheduler does at midnight, and answers what it returned. */
async function sweep(): Promise<{ scheduled: number; capacity: number }> {
  const job = await world.queues.enqueue("site.watch.sweep", {});
  await waitUntil(async () => (await job.getState()) === "completed", { timeoutMs: 10_000, intervalMs: 20 });
  return (await watchQueue().getJob(job.id!))!.returnvalue as { scheduled: number; capacity: number };
}

/**
 * The day passes: every look (and every retry of one) runs now, then every check they asked for. Quiet on two probes
 * in a row: a failed try is moved to its retry's delay a moment after it leaves the running jobs.
 */
async function passTheDay(): Promise<void> {
  let quietProbes = 0;
  await waitUntil(
    async () => {
      const delayed = [
        ...(await delayedLooks()),
        ...(await world.queues.queue("safety").getJobs(["delayed"])).filter((job) => !job.repeatJobKey),
      ];
      await Promise.all(delayed.map((job) => job.promote().catch(() => undefined)));
      const busy = await Promise.all(
        ["site-watch", "safety"].map((name) => world.queues.queue(name as "safety").getJobCountByTypes("waiting", "active", "prioritized")),
      );
      quietProbes = delayed.length === 0 && busy.every((count) => count === 0) ? quietProbes + 1 : 0;
      return quietProbes >= 2;
    },
    { timeoutMs: 30_000, intervalMs: 50 },
  );
}

const modelCallsFor = (advertiserId: number) =>
  safety.gemini.requests.filter((request) => request.clientRequestId === `job:safety:safety-${advertiserId}`).length;
const checksOf = (advertiserId: number) => createSafetyChecksRepository(world.database.db).listForAdvertiser(advertiserId, 10);
const watchOf = (advertiserId: number) => createSiteWatchesRepository(world.database.db).find(advertiserId);

describe("the daily site watch", () => {
  it("judges a page once, leaves it unjudged while it reads the same, and pauses it with its reason once it turns into a casino", async () => {
    safety.sites.pages.set("/forest", SAMPLE_SITE_HTML.safe);
    const app = await paidAdvertiser(world, new Date(START.getTime() - 7 * DAY_MS), undefined, `${origin}/forest`);

    // Day 1: the first look has nothing judged to compare with, so the check reads and judges the site.
    now = START;
    await sweep();
    await passTheDay();
    expect(await checksOf(app.id)).toMatchObject([{ trigger: "watch", isSafe: true }]);
    const firstLook = await watchOf(app.id);
    expect(firstLook?.judgedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(firstLook?.seenHash).toBe(firstLook?.judgedHash);
    const callsAfterFirstCheck = modelCallsFor(app.id);
    expect(callsAfterFirstCheck).toBeGreaterThan(0);

    // Day 2: new markup and a script, the same words: read, and nothing asked of the model.
    safety.sites.pages.set("/forest", SAFE_PAGE_NEW_MARKUP);
    now = new Date(START.getTime() + DAY_MS);
    await sweep();
    await passTheDay();
    expect(await watchOf(app.id)).toMatchObject({ seenAt: now, seenHash: firstLook?.judgedHash, readFailures: 0 });
    expect(modelCallsFor(app.id)).toBe(callsAfterFirstCheck);
    expect(await checksOf(app.id)).toHaveLength(1);

    // Day 3: the page is now a casino. The check runs as soon as the look saw the change, and pauses the app.
    safety.sites.pages.set("/forest", SAMPLE_SITE_HTML.unsafe);
    now = new Date(START.getTime() + 2 * DAY_MS);
    await sweep();
    await passTheDay();
    const paused = await advertiserOf(world, app.id);
    expect(paused?.pausedAt).toEqual(now);
    expect(paused?.pauseReason).toBe(pauseReasonOf("The website has content unsuitable for children: gambling.", "watch"));
    expect(paused?.pauseReason).toMatch(/^The daily check of the website \(it had changed, or could not be read\) failed: /);
    expect(await isEligible(world, app.id, now)).toBe(false);
    const [check] = await checksOf(app.id);
    expect(check).toMatchObject({ trigger: "watch", isSafe: false });
    expect(check?.failedCategories).toContain("gambling");

    // A paused app waits for an operator: the next day's sweep leaves it out.
    now = new Date(START.getTime() + 3 * DAY_MS);
    const nextDay = await sweep();
    expect((await delayedLooks()).map((job) => job.data as { advertiserId: number })).not.toContainEqual(
      expect.objectContaining({ advertiserId: app.id }),
    );
    expect(nextDay.scheduled).toBe((await delayedLooks()).length);
    await passTheDay();
  });

  it("spreads the day's looks over the day, one per live app, and adds nothing when the sweep runs twice", async () => {
    now = new Date(START.getTime() + 10 * DAY_MS);
    safety.sites.pages.set("/spread", SAMPLE_SITE_HTML.safe);
    const apps = await Promise.all(Array.from({ length: 24 }, () => paidAdvertiser(world, START, undefined, `${origin}/spread`)));
    const ended = await paidAdvertiser(world, START, undefined, `${origin}/spread`);
    await world.database.db.updateTable("advertisers").set({ status: "cancelled" }).where("id", "=", ended.id).execute();

    const first = await sweep();
    const looks = await delayedLooks();
    const live = await world.database.db
      .selectFrom("advertisers")
      .select("id")
      .where("status", "=", "active")
      .where("paused_at", "is", null)
      .execute();
    expect(first).toEqual({ scheduled: live.length, capacity: 120 * 24 * 60 });
    expect(looks.map((job) => job.id).sort()).toEqual(live.map(({ id }) => `site-watch-${id}-${watchDayOf(now)}`).sort());
    expect(looks.map((job) => (job.data as { advertiserId: number }).advertiserId)).not.toContain(ended.id);

    // Each look at its own moment of the day, the 24 new apps landing in every quarter of it.
    const delays = new Map(looks.map((job) => [(job.data as { advertiserId: number }).advertiserId, job.delay]));
    expect([...delays.values()].every((delay) => delay >= 0 && delay < DAY_MS)).toBe(true);
    const quarters = new Set(apps.map((app) => Math.floor(delays.get(app.id)! / (DAY_MS / 4))));
    expect(quarters).toEqual(new Set([0, 1, 2, 3]));

    const second = await sweep();
    expect(second.scheduled).toBe(first.scheduled);
    const again = await delayedLooks();
    expect(again).toHaveLength(looks.length);
    expect(new Map(again.map((job) => [(job.data as { advertiserId: number }).advertiserId, job.delay]))).toEqual(delays);
    await passTheDay();
  });

  it("tries an unreadable page again, then hands it to the full check, which pauses the app with the reason", async () => {
    now = new Date(START.getTime() + 20 * DAY_MS);
    const app = await paidAdvertiser(world, START, undefined, `${origin}/gone`);
    await world.database.db
      .insertInto("site_watches")
      .values({ advertiser_id: app.id, judged_hash: "0".repeat(64), judged_at: START })
      .execute();
    // Only this app is live: the others would read and pass meanwhile.
    await world.database.db.updateTable("advertisers").set({ status: "cancelled" }).where("id", "!=", app.id).execute();

    await sweep();
    await passTheDay();
    expect((await watchOf(app.id))?.readFailures).toBe(3);
    const paused = await advertiserOf(world, app.id);
    expect(paused?.pausedAt).toEqual(now);
    expect(paused?.pauseReason).toMatch(/^The daily check of the website \(it had changed, or could not be read\) failed: /);
    expect(await checksOf(app.id)).toMatchObject([{ trigger: "watch", isSafe: false }]);
  });
});
