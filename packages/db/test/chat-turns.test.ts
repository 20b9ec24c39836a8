import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import { createChatRepository, createUsersRepository } from "../src/index.ts";

// A voice call appends each turn (the child's words, then the reply) to its conversation in one statement, under
// the chat's message limit.

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
async function conversationWith(sessionId: string, counted: number): Promise<number> {
  const chats = createChatRepository(database.db);
  const { conversationId } = await chats.storeQuestion({
    userId: owner,
    sessionId,
    seed: { searchQuery: "moon", firstReply: "The Moon is Earth's neighbour." },
    content: "question 1",
    attachments: [],
  });
  for (let index = 2; index <= counted; index++) await chats.insertReply(conversationId, owner, `message ${String(index)}`);
  return conversationId;
}

const contents = async (sessionId: string) =>
  (await createChatRepository(database.db).historyOf(owner, sessionId)).messages.map((message) => [message.sender, message.content]);

describe("chat repository: appendTurn", () => {
  it("appends the question, then the reply, and a question alone when nothing was said", async () => {
    const chats = createChatRepository(database.db);
    const conversationId = await conversationWith("turns-1", 1);
    expect(
      await chats.appendTurn({ conversationId, userId: owner, question: "why is it round", reply: "Gravity pulls it.", maxCounted: 50 }),
    ).toBe("stored");
    expect(await chats.appendTurn({ conversationId, userId: owner, question: "and the sun", reply: "", maxCounted: 50 })).toBe("stored");
    expect(await contents("turns-1")).toEqual([
      ["ai", "The Moon is Earth's neighbour."],
      ["user", "question 1"],
      ["user", "why is it round"],
      ["ai", "Gravity pulls it."],
      ["user", "and the sun"],
    ]);
  });

  it("stores nothing of a turn that would pass the limit (the overview not counted)", async () => {
    const chats = createChatRepository(database.db);
    const conversationId = await conversationWith("turns-limit", 48);
    const turn = { conversationId, userId: owner, question: "one more", reply: "Here it is.", maxCounted: 50 };
    expect(await chats.appendTurn(turn)).toBe("stored");
    expect(await chats.appendTurn({ ...turn, reply: "" })).toBe("chat_limit");
    const stored = await contents("turns-limit");
    expect(stored).toHaveLength(51);
    expect(stored.slice(-2)).toEqual([
      ["user", "one more"],
      ["ai", "Here it is."],
    ]);
  });

  it("answers gone for another student's conversation and for one cleared meanwhile, storing nothing", async () => {
    const chats = createChatRepository(database.db);
    const conversationId = await conversationWith("turns-gone", 1);
    expect(await chats.appendTurn({ conversationId, userId: stranger, question: "hello", reply: "Hi!", maxCounted: 50 })).toBe("gone");
    expect(await contents("turns-gone")).toHaveLength(2);
    await chats.deleteConversation(conversationId);
    expect(await chats.appendTurn({ conversationId, userId: owner, question: "hello", reply: "Hi!", maxCounted: 50 })).toBe("gone");
    expect(await contents("turns-gone")).toEqual([]);
  });
});
