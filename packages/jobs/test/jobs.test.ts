import { testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InvalidJobPayloadError,
  SimulatedTimeRefusedError,
  UnknownJobError,
  createJobQueues,
  parseJob,
  runBillingSweepNow,
} from "../src/index.ts";
import type { JobQueues } from "../src/index.ts";

describe("taking a job", () => {
  it("answers the validated payload of a known job", () => {
    expect(parseJob("billing.charge", { cycleId: "42" })).toEqual({ name: "billing.charge", payload: { cycleId: "42" } });
  });

  it("fails a job whose name is not in the catalogue", () => {
    expect(() => parseJob("billing.refund", {})).toThrow(UnknownJobError);
    expect(() => parseJob("toString", {})).toThrow(/No job is named "toString"/);
  });

  it("fails a payload that does not match, saying which field", () => {
    expect(() => parseJob("billing.charge", { cycleId: 42 })).toThrow(InvalidJobPayloadError);
    expect(() => parseJob("billing.sweep", { asOf: "next tuesday" })).toThrow(/asOf must be an ISO 8601 date/);
    expect(() => parseJob("safety.check", { advertiserId: 3, extra: true })).toThrow(/payload of job "safety.check"/);
  });
});

describe("adding jobs", () => {
  let queues: JobQueues;
  beforeAll(() => {
    queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix: uniqueRedisPrefix("jobs").slice(0, -1) });
  });
  afterAll(async () => {
    for (const name of ["billing", "charges", "safety"] as const) await queues.queue(name).obliterate({ force: true });
    await queues.close();
  });

  it("adds a cycle's charge once however often it is asked while it waits", async () => {
    await queues.enqueue("billing.charge", { cycleId: "7" });
    await queues.enqueueMany("billing.charge", [{ cycleId: "7" }, { cycleId: "8" }]);
    const waiting = await queues.queue("charges").getJobs(["waiting"]);
    expect(waiting.map((job) => job.id).sort()).toEqual(["charge-7", "charge-8"]);
    expect((await queues.waitingCounts()).charges).toBe(2);
  });

  it("refuses to add a job with an invalid payload", async () => {
    await expect(queues.enqueue("safety.check", { advertiserId: -1 })).rejects.toThrow(InvalidJobPayloadError);
  });

  it("runs a sweep at a simulated time outside production only", async () => {
    const asOf = new Date("2026-12-01T09:00:00Z");
    await expect(runBillingSweepNow(queues, { production: true, asOf })).rejects.toThrow(SimulatedTimeRefusedError);
    const { jobId } = await runBillingSweepNow(queues, { production: false, asOf });
    expect((await queues.queue("billing").getJob(jobId))?.data).toEqual({ asOf: "2026-12-01T09:00:00.000Z" });
    const { jobId: realTime } = await runBillingSweepNow(queues, { production: true });
    expect((await queues.queue("billing").getJob(realTime))?.data).toEqual({});
  });
});
