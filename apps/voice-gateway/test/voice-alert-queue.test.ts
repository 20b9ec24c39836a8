// A crisis in a live call queues its parents' alert as the API's chat does: one "family.alert" job for the safety
// event, on the jobs' queue the billing worker reads (which mails the linked parents).
import { createSafetyEventsRepository } from "@kidsafe/db";
import { createJobQueues } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { testServiceUrls } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openVoice, signedInStudent, startTestGateway } from "./harness.ts";
import type { TestGateway } from "./harness.ts";

let test: TestGateway;
let queues: JobQueues;
beforeAll(async () => {
  test = await startTestGateway();
  queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix: test.jobsQueuePrefix });
});
afterAll(async () => {
  await queues?.queue("family").obliterate({ force: true });
  await queues?.close();
  await test?.close();
});

describe("a crisis in a live call", () => {
  it("queues one family.alert job for its safety event", async () => {
    const student = await signedInStudent(test);
    const client = await openVoice(test, student, "?age=14&sessionId=voice-alert-queue");
    await client.next("gemini_connected");
    client.sendJson({ type: "text", text: "I want to kill myself" });

    const eventsOf = async () =>
      (await createSafetyEventsRepository(test.database.db).list({ limit: 100 })).filter((event) => event.userId === student.id);
    await expect.poll(async () => (await eventsOf()).length, { timeout: 10_000 }).toBe(1);
    const [event] = await eventsOf();
    await expect
      .poll(async () => (await queues.queue("family").getJob(`family-alert-${event!.id}`))?.data as unknown, { timeout: 5_000 })
      .toEqual({ eventId: event!.id });
    client.socket.close();
  });
});
