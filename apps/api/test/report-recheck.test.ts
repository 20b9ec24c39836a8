// A child's report asks for a safety re-check of the app at once, through the billing worker's safety queue: the
// weekly check waiting days ahead is brought forward, and a flood of reports about one app asks for one check.
import { SAFETY_QUEUE } from "@kidsafe/contracts";
import { createJobQueues } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAdvertiser, post, registerStudent, uniqueName } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

const QUEUE_PREFIX = uniqueName("report-recheck-");
const DAY_MS = 24 * 60 * 60 * 1000;
let api: TestApi;
let queues: JobQueues;

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS_QUEUE_PREFIX: QUEUE_PREFIX } });
  queues = createJobQueues({ connection: api.config.redisUrl, prefix: QUEUE_PREFIX });
});
afterAll(async () => {
  await queues?.queue(SAFETY_QUEUE).obliterate({ force: true });
  await queues?.close();
  await api?.close();
});

const reportOf = async (advertiserId: number) =>
  post(api, "/api/report-app", { advertiserId, reportType: "unsafe", reportDetails: "It shows a casino." }, (await registerStudent(api)).cookie);

describe("a child's report", () => {
  it("brings the app's weekly check forward to now, asked for by the report", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    await queues.enqueue("safety.check", { advertiserId }, { delay: 5 * DAY_MS });

    expect((await reportOf(advertiserId)).statusCode).toBe(200);

    const job = await queues.queue(SAFETY_QUEUE).getJob(`safety-${advertiserId}`);
    expect(await job?.getState()).toBe("waiting");
    expect(job?.data).toEqual({ advertiserId, trigger: "report" });
  });

  it("asks for one check per app per hour however many children report it", async () => {
    const advertiserId = await insertAdvertiser(api.database.db);
    expect((await reportOf(advertiserId)).statusCode).toBe(200);
    const first = await queues.queue(SAFETY_QUEUE).getJob(`safety-${advertiserId}`);
    expect(await first?.getState()).toBe("waiting");
    // The worker took and finished that check; more reports within the hour ask for none.
    await first?.remove();
    for (let report = 0; report < 3; report++) expect((await reportOf(advertiserId)).statusCode).toBe(200);
    expect(await queues.queue(SAFETY_QUEUE).getJob(`safety-${advertiserId}`)).toBeUndefined();
    const stored = await api.database.db.selectFrom("reports").select("id").where("advertiser_id", "=", advertiserId).execute();
    expect(stored).toHaveLength(4);
  });
});
