// Families for the alert tests: children, parents (verified or not) and their links, written as the parent area
// leaves them; and crisis events recorded as the API records them (safetyEventRecording queueing family.alert).
import { safetyEventRecording } from "@kidsafe/ai";
import { createSafetyEventsRepository } from "@kidsafe/db";
import type { Db, SafetyEventInput } from "@kidsafe/db";
import type { JobQueues } from "@kidsafe/jobs";

let counter = 0;
const unique = (name: string) => `${name}-${String(process.pid)}-${String(Date.now() % 1_000_000)}-${String(++counter)}`;

export async function insertChild(db: Db, birthYear: number | null, timeZone?: string): Promise<{ id: number; username: string }> {
  const username = unique("kid").slice(0, 30);
  const { id } = await db
    .insertInto("users")
    .values({ username, password_hash: "!test", birth_year: birthYear })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (timeZone) await db.insertInto("parental_settings").values({ user_id: id, time_zone: timeZone }).execute();
  return { id, username };
}

export async function insertParent(
  db: Db,
  { verified = true, linkedTo = [] as number[], timeZone }: { verified?: boolean; linkedTo?: number[]; timeZone?: string } = {},
): Promise<{ id: number; email: string }> {
  const email = `${unique("parent")}@example.com`;
  const { id } = await db
    .insertInto("parents")
    .values({ email, password_hash: "!test", email_verified_at: verified ? new Date() : null, ...(timeZone && { time_zone: timeZone }) })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const userId of linkedTo) await db.insertInto("parent_links").values({ parent_id: id, user_id: userId }).execute();
  return { id, email };
}

export const crisisEvent = (userId: number, words: string, category: SafetyEventInput["category"] = "self_harm"): SafetyEventInput => ({
  userId,
  sessionId: "alert-test-session",
  category,
  surface: "chat",
  childMessage: words,
  reply: "I'm really glad you told me. Please talk to a grown-up you trust right now.",
  age: 10,
});

const quiet = { info: () => undefined, warn: () => undefined };

/**
 * Records an event as the turn pipeline does; with `queues`, a crisis event queues its alert as the API's hook does,
 * without, the queueing "failed" (the sweep's case). Answers the event's id.
 */
export async function recordEvent(
  db: Db,
  event: SafetyEventInput,
  { queues, at }: { queues?: Pick<JobQueues, "enqueue">; at?: Date } = {},
): Promise<string> {
  let recorded: string | undefined;
  const recording = safetyEventRecording(createSafetyEventsRepository(db), {
    log: quiet,
    clock: at && (() => at),
    afterRecorded: async (eventId) => {
      recorded = eventId;
      await queues?.enqueue("family.alert", { eventId });
    },
  });
  await recording.safetyEvent(event);
  if (recorded) return recorded;
  const last = await db
    .selectFrom("safety_events")
    .select("id")
    .where("user_id", "=", event.userId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return last.id;
}
