// A crisis in a child's chat queues its parents' alert (the billing worker mails it): one "family.alert" job for the
// safety event, on the jobs' queue the worker reads; a lower category queues none.
import { createJobQueues } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { testServiceUrls, uniqueRedisPrefix } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cooldownClock, newSession, registerChatStudent } from "./chat-support.ts";
import type { ChatStudent } from "./chat-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

const PREFIX = uniqueRedisPrefix("crisis-alert").slice(0, -1);
const clock = cooldownClock(Date.now());
let emulator: GeminiEmulator;
let api: TestApi;
let queues: JobQueues;

beforeAll(async () => {
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  api = await startTestApi({ env: { ...emulatedGemini(emulator.url), JOBS_QUEUE_PREFIX: PREFIX }, clock: () => new Date(clock.now) });
  queues = createJobQueues({ connection: testServiceUrls().redisUrl, prefix: PREFIX });
});
afterAll(async () => {
  await queues?.queue("family").obliterate({ force: true });
  await queues?.close();
  await api?.close();
  await emulator?.close();
});

async function chat(student: ChatStudent, message: string): Promise<void> {
  clock.pass();
  const response = await api.app.inject({
    method: "POST",
    url: "/api/chat",
    headers: { cookie: student.cookie },
    payload: { sessionId: newSession(), age: "12", message },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const eventsOf = (student: ChatStudent) =>
  api.database.db.selectFrom("safety_events").select(["id", "category"]).where("user_id", "=", student.id).orderBy("id").execute();

describe("a crisis in chat", () => {
  it("queues one family.alert job for its safety event", async () => {
    const student = await registerChatStudent(api, "Alerted");
    await chat(student, "i want to kill myself");
    const [event] = await eventsOf(student);
    expect(event?.category).toBe("self_harm");
    const job = await queues.queue("family").getJob(`family-alert-${event!.id}`);
    expect(job?.name).toBe("family.alert");
    expect(job?.data).toEqual({ eventId: event!.id });
  });

  it("queues no alert for personal details", async () => {
    const student = await registerChatStudent(api, "Private");
    emulator.enqueue({ kind: "reply", text: "Let's keep that private." });
    await chat(student, "my phone number is 0612345678 call me");
    const events = await eventsOf(student);
    expect(events.map((event) => event.category)).toEqual(["personal_data"]);
    for (const event of events) {
      expect(await queues.queue("family").getJob(`family-alert-${event.id}`)).toBeUndefined();
    }
  });
});
