import { testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import { Queue, QueueEvents } from "bullmq";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBillingWorker } from "../src/app.ts";
import type { BillingWorker } from "../src/app.ts";
import { BILLING_QUEUE, UnknownJobError, runBillingJob } from "../src/jobs.ts";

describe("the job catalog", () => {
  it("validates a payload before running its job", async () => {
    const seen: number[] = [];
    const catalog = { count: { payload: z.object({ n: z.number() }), run: ({ n }: { n: number }) => Promise.resolve(void seen.push(n)) } };
    await runBillingJob("count", { n: 3 }, catalog);
    await expect(runBillingJob("count", { n: "three" }, catalog)).rejects.toThrow();
    expect(seen).toEqual([3]);
  });

  it("fails a job whose name is not in the catalog", async () => {
    await expect(runBillingJob("mystery", {}, {})).rejects.toBeInstanceOf(UnknownJobError);
  });
});

describe("the billing worker", () => {
  let billing: BillingWorker;
  let queue: Queue;
  let events: QueueEvents;
  beforeAll(async () => {
    const { redisUrl } = testServiceUrls();
    const prefix = uniqueRedisPrefix("bull").slice(0, -1);
    billing = await startBillingWorker({ redisUrl, concurrency: 1, logLevel: "silent", queuePrefix: prefix });
    queue = new Queue(BILLING_QUEUE, { connection: { url: redisUrl }, prefix });
    events = new QueueEvents(BILLING_QUEUE, { connection: { url: redisUrl }, prefix });
    await events.waitUntilReady();
  });
  afterAll(async () => {
    await billing.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it("answers its health check while the worker runs", async () => {
    const response = await billing.health.inject({ method: "GET", url: "/health" });
    expect(response.json()).toEqual({ status: "ok", worker: true });
  });

  it("fails an unknown job instead of dropping it", async () => {
    const job = await queue.add("not-a-billing-job", {}, { attempts: 1 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/No billing job is named/);
  });
});
