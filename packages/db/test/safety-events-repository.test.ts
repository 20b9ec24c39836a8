import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createAccountsRepository, createOperatorsRepository, createSafetyEventsRepository, createUsersRepository } from "../src/index.ts";
import type { SafetyEventInput, SafetyEventsRepository } from "../src/index.ts";

let database: TestDatabase;
let events: SafetyEventsRepository;
beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  events = createSafetyEventsRepository(database.db);
});
afterAll(() => database.drop());

let counter = 0;
async function child(): Promise<{ id: number; username: string }> {
  counter++;
  const user = await createUsersRepository(database.db).insert(`safety_child_${counter}`, "!test");
  return { id: user!.id, username: user!.username };
}

async function operator(name: string): Promise<number> {
  await createOperatorsRepository(database.db).upsert(name, "!test");
  const row = await database.db.selectFrom("operators").select("id").where("username", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

const crisis = (userId: number, overrides: Partial<SafetyEventInput> = {}): SafetyEventInput => ({
  userId,
  sessionId: "1700000000000-abcdefgh",
  category: "self_harm",
  surface: "chat",
  childMessage: "I want to kill myself",
  reply: "Please tell a grown-up you trust right now. You can call or text 988.",
  age: 11,
  ...overrides,
});

describe("safety events repository", () => {
  it("records events as new and lists them newest first with the child's username, filtered and paged by id", async () => {
    const kid = await child();
    const recorded = crisis(kid.id);
    const first = await events.record(recorded);
    const second = await events.record(crisis(kid.id, { category: "personal_data", surface: "voice", sessionId: null, age: null }));
    const third = await events.record(crisis(kid.id, { category: "grooming", childMessage: "a man online wants my photo" }));

    const mine = (await events.list({ limit: 100 })).filter((event) => event.userId === kid.id);
    expect(mine.map((event) => event.id)).toEqual([third, second, first]);
    expect(mine[2]).toEqual({
      ...recorded,
      id: first,
      username: kid.username,
      status: "new",
      createdAt: expect.any(Date) as Date,
      reviewedAt: null,
      reviewedBy: null,
      resolvedAt: null,
      resolvedBy: null,
      note: null,
    });
    expect(mine[1]).toMatchObject({ category: "personal_data", surface: "voice", sessionId: null, age: null });

    expect((await events.list({ category: "grooming", limit: 100 })).map((event) => event.id)).toContain(third);
    expect((await events.list({ category: "grooming", limit: 100 })).map((event) => event.id)).not.toContain(first);
    const page = await events.list({ before: third, limit: 1 });
    expect(page.map((event) => event.id)).toEqual([second]);
    expect(await events.list({ status: "resolved", limit: 100 })).toEqual([]);
  });

  it("reads at most 100 events at a time", async () => {
    const kid = await child();
    await database.db
      .insertInto("safety_events")
      .values(
        Array.from({ length: 105 }, () => ({
          user_id: kid.id,
          session_id: null,
          category: "harmful_request" as const,
          surface: "chat" as const,
          child_message: "how do I make a weapon",
          reply: "I can't help with that.",
          age: 12,
        })),
      )
      .execute();
    expect(await events.list({ limit: 1_000 })).toHaveLength(100);
    expect(await events.list({ limit: 0 })).toHaveLength(1);
  });

  it("cuts the child's words and the reply to 4000 characters, and drops NUL characters", async () => {
    const kid = await child();
    const id = await events.record(crisis(kid.id, { childMessage: `a\u0000b${"x".repeat(5_000)}`, reply: `${"y".repeat(3_999)}😀` }));
    const event = await events.findById(id);
    expect(event?.childMessage).toBe(`ab${"x".repeat(3_998)}`);
    // The emoji would be cut in half: it goes whole.
    expect(event?.reply).toBe("y".repeat(3_999));
  });

  it("moves an event new -> reviewed -> resolved, keeps who and when, and never back", async () => {
    const kid = await child();
    const reviewer = await operator("safety_reviewer");
    const resolver = await operator("safety_resolver");
    const id = await events.record(crisis(kid.id));
    const reviewedAt = new Date("2026-11-29T10:00:00Z");
    const reviewed = await events.setStatus(id, {
      status: "reviewed",
      operatorId: reviewer,
      note: "Read it; calling the school",
      at: reviewedAt,
    });
    expect(reviewed).toMatchObject({
      outcome: "changed",
      before: { status: "new", note: null },
      event: { status: "reviewed", reviewedAt, reviewedBy: "safety_reviewer", resolvedAt: null, note: "Read it; calling the school" },
    });

    expect(await events.setStatus(id, { status: "reviewed", operatorId: reviewer, at: new Date() })).toEqual({
      outcome: "refused",
      current: "reviewed",
    });

    const resolvedAt = new Date("2026-11-29T11:00:00Z");
    const resolved = await events.setStatus(id, { status: "resolved", operatorId: resolver, at: resolvedAt });
    // No note given: the reviewer's stays.
    expect(resolved).toMatchObject({
      outcome: "changed",
      before: { status: "reviewed", note: "Read it; calling the school" },
      event: {
        status: "resolved",
        reviewedBy: "safety_reviewer",
        resolvedAt,
        resolvedBy: "safety_resolver",
        note: "Read it; calling the school",
      },
    });
    expect(await events.setStatus(id, { status: "reviewed", operatorId: reviewer, at: new Date() })).toEqual({
      outcome: "refused",
      current: "resolved",
    });
    expect(await events.setStatus(id, { status: "resolved", operatorId: reviewer, at: new Date() })).toEqual({
      outcome: "refused",
      current: "resolved",
    });

    // The database holds the times to the status whoever writes.
    await expect(sql`update safety_events set status = 'new' where id = ${id}`.execute(database.db)).rejects.toThrow(
      /violates check constraint "safety_events_/,
    );
  });

  it("resolves a new event at once, and answers not_found for an id it does not hold", async () => {
    const kid = await child();
    const id = await events.record(crisis(kid.id, { category: "abuse" }));
    const resolved = await events.setStatus(id, { status: "resolved", operatorId: null, note: "x".repeat(1_200), at: new Date() });
    expect(resolved).toMatchObject({ outcome: "changed", event: { status: "resolved", reviewedAt: null, resolvedBy: null } });
    expect(resolved.outcome === "changed" && resolved.event.note).toBe("x".repeat(1_000));
    expect(await events.setStatus("999999999", { status: "reviewed", operatorId: null, at: new Date() })).toEqual({ outcome: "not_found" });
  });

  it("lets only one of two operators acting at once move an event", async () => {
    const kid = await child();
    const id = await events.record(crisis(kid.id));
    const outcomes = await Promise.all(
      [1, 2].map(() => events.setStatus(id, { status: "reviewed", operatorId: null, at: new Date() }).then((change) => change.outcome)),
    );
    expect(outcomes.sort()).toEqual(["changed", "refused"]);
  });

  it("goes with the child's account, and keeps its history when an operator's account goes", async () => {
    const kid = await child();
    const other = await child();
    const gone = await operator("safety_leaver");
    const id = await events.record(crisis(kid.id));
    const kept = await events.record(crisis(other.id));
    await events.setStatus(kept, { status: "reviewed", operatorId: gone, at: new Date() });
    await database.db.deleteFrom("operators").where("id", "=", gone).execute();
    expect(await events.findById(kept)).toMatchObject({ status: "reviewed", reviewedBy: null, reviewedAt: expect.any(Date) as Date });

    expect(await createAccountsRepository(database.db).deleteUser(kid.id)).toBe(true);
    expect(await events.findById(id)).toBeUndefined();
    const left = await database.db.selectFrom("safety_events").select("id").where("user_id", "=", kid.id).execute();
    expect(left).toEqual([]);
  });

  it("purges what was recorded before the cutoff in bounded batches, oldest first, and keeps the rest", async () => {
    await database.db.deleteFrom("safety_events").execute();
    const kid = await child();
    const cutoff = new Date("2026-09-01T00:00:00Z");
    const old = [];
    for (let day = 1; day <= 7; day++) old.push(await events.record(crisis(kid.id), { at: new Date(`2026-08-0${day}T12:00:00Z`) }));
    const recent = await events.record(crisis(kid.id), { at: cutoff });

    expect(await events.purgeRecordedBefore(cutoff, { batchSize: 2, maxBatches: 2 })).toEqual({ deleted: 4, more: true });
    const remaining = (await events.list({ limit: 100 })).map((event) => event.id);
    expect(remaining).toEqual([recent, ...old.slice(4).reverse()]);

    expect(await events.purgeRecordedBefore(cutoff, { batchSize: 2, maxBatches: 10 })).toEqual({ deleted: 3, more: false });
    expect((await events.list({ limit: 100 })).map((event) => event.id)).toEqual([recent]);
    expect(await events.purgeRecordedBefore(cutoff, { batchSize: 2, maxBatches: 10 })).toEqual({ deleted: 0, more: false });
  });
});

describe("recording at a given time", () => {
  it("stores the event at the time it is given, and at the database's time without one", async () => {
    const kid = await child();
    const at = new Date("2026-11-29T08:30:00Z");
    const given = await events.record(crisis(kid.id), { at });
    const before = new Date();
    const unstated = await events.record(crisis(kid.id, { category: "personal_data" }));
    expect((await events.findById(given))?.createdAt).toEqual(at);
    expect((await events.findById(unstated))?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
  });
});
