import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import {
  createChatConversationsRepository,
  createChatMessagesRepository,
  createDailyUsageRepository,
  createUsersRepository,
} from "../src/index.ts";

// A voice call stores each turn (the child's words, then the reply) in one statement, in the conversation of its
// session id (created by the first), under the chat's message limit, and counts the question toward the day.

let database: TestDatabase;
let owner: number;
let stranger: number;

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  const users = createUsersRepository(database.db);
  owner = (await users.insert("TurnOwner", "hash"))!.id;
  stranger = (await users.insert("TurnStranger", "hash"))!.id;
});
afterAll(() => database.drop());

/** A conversation holding `counted` messages that count, after a search's overview (which does not). */
async function conversationWith(sessionId: string, counted: number): Promise<void> {
  const chatMessages = createChatMessagesRepository(database.db);
  const { conversationId } = await chatMessages.storeQuestion({
    userId: owner,
    sessionId,
    seed: { searchQuery: "moon", firstReply: "The Moon is Earth's neighbour." },
    content: "message 1",
    attachments: [],
  });
  for (let index = 2; index <= counted; index++) await chatMessages.insertReply(conversationId, owner, `message ${String(index)}`);
}

const DAY = "2026-11-27";
/** Every turn here counts on DAY, in one minute of it. */
const countedOn = { day: DAY, minute: new Date("2026-11-27T10:15:00Z") };
const messagesCounted = async (userId: number) => (await createDailyUsageRepository(database.db).find(userId, DAY)).messages;

const contents = async (userId: number, sessionId: string) =>
  (await createChatConversationsRepository(database.db).historyOf(userId, sessionId)).messages.map((message) => [
    message.sender,
    message.content,
  ]);

describe("chat repository: storeTurn", () => {
  it("creates the session's conversation on the first turn, then appends: the question, the reply, a question alone", async () => {
    const chatMessages = createChatMessagesRepository(database.db);
    const counted = await messagesCounted(owner);
    const turn = { userId: owner, sessionId: "turns-new", maxCounted: 50, countedOn };
    expect(await chatMessages.storeTurn({ ...turn, question: "why is the moon round", reply: "Gravity pulls it." })).toBe("stored");
    expect(await chatMessages.storeTurn({ ...turn, question: "and the sun", reply: "" })).toBe("stored");
    expect(await contents(owner, "turns-new")).toEqual([
      ["user", "why is the moon round"],
      ["ai", "Gravity pulls it."],
      ["user", "and the sun"],
    ]);
    expect(await messagesCounted(owner)).toBe(counted + 2);
  });

  it("appends to a conversation a search started, and stores nothing of a turn that would pass the limit", async () => {
    const chatMessages = createChatMessagesRepository(database.db);
    await conversationWith("turns-limit", 48);
    const turn = { userId: owner, sessionId: "turns-limit", question: "one more", reply: "Here it is.", maxCounted: 50, countedOn };
    // 48 counted and the overview, which is not: room for one turn of two.
    const counted = await messagesCounted(owner);
    expect(await chatMessages.storeTurn(turn)).toBe("stored");
    expect(await chatMessages.storeTurn({ ...turn, reply: "" })).toBe("chat_limit");
    expect(await messagesCounted(owner)).toBe(counted + 1);
    const stored = await contents(owner, "turns-limit");
    expect(stored).toHaveLength(51);
    expect(stored[0]).toEqual(["ai", "The Moon is Earth's neighbour."]);
    expect(stored.slice(-2)).toEqual([
      ["user", "one more"],
      ["ai", "Here it is."],
    ]);
  });

  it("keeps each student's conversation of a session id their own", async () => {
    const chatMessages = createChatMessagesRepository(database.db);
    await conversationWith("turns-shared-id", 1);
    expect(
      await chatMessages.storeTurn({
        userId: stranger,
        sessionId: "turns-shared-id",
        question: "hello",
        reply: "Hi!",
        maxCounted: 50,
        countedOn,
      }),
    ).toBe("stored");
    expect(await contents(owner, "turns-shared-id")).toHaveLength(2);
    expect(await contents(stranger, "turns-shared-id")).toEqual([
      ["user", "hello"],
      ["ai", "Hi!"],
    ]);
  });

  it("stores concurrent first turns of one session in one conversation", async () => {
    const chatMessages = createChatMessagesRepository(database.db);
    // Every connection of the pool open, so the first turns of a session reach PostgreSQL together.
    await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));
    for (let round = 0; round < 10; round++) {
      const sessionId = `turns-race-${String(round)}`;
      const turns = Array.from({ length: 5 }, (_, index) =>
        chatMessages.storeTurn({ userId: owner, sessionId, question: `question ${String(index)}`, reply: "ok", maxCounted: 50, countedOn }),
      );
      expect(await Promise.all(turns)).toEqual(Array(5).fill("stored"));
      expect(await contents(owner, sessionId)).toHaveLength(10);
    }
  });
});
