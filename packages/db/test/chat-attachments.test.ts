import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// By path, not by package name: see vitest.config.ts.
import { createTestDatabase, testServiceUrls } from "../../testing/src/index.ts";
import type { TestDatabase } from "../../testing/src/index.ts";
import {
  createChatAttachmentsRepository,
  createChatConversationsRepository,
  createChatMessagesRepository,
  createUsersRepository,
} from "../src/index.ts";

// A conversation's history names its photos; their bytes are read one photo, one slice at a time.

let database: TestDatabase;
/** A role that may read every column of the chat but the photos' bytes: what the history may touch. */
let metadataReader: string;
let owner: number;
let stranger: number;

const photo = randomBytes(300_000);
const thumbnail = randomBytes(5_000);

beforeAll(async () => {
  database = await createTestDatabase(testServiceUrls().databaseUrl);
  const users = createUsersRepository(database.db);
  owner = (await users.insert("PhotoOwner", "hash"))!.id;
  stranger = (await users.insert("PhotoStranger", "hash"))!.id;
  // Roles belong to the whole server: named after this test's database, dropped with it.
  metadataReader = `${new URL(database.url).pathname.slice(1)}_metadata_reader`;
  await sql`create role ${sql.id(metadataReader)} nologin`.execute(database.db);
  await sql`grant select on conversations, messages to ${sql.id(metadataReader)}`.execute(database.db);
  await sql`
    grant select (id, message_id, user_id, file_name, file_type, file_size, width, height, thumbnail_type, created_at)
    on attachments to ${sql.id(metadataReader)}
  `.execute(database.db);
});

afterAll(async () => {
  await sql`drop owned by ${sql.id(metadataReader)}`.execute(database.db);
  await sql`drop role ${sql.id(metadataReader)}`.execute(database.db);
  await database.drop();
});

async function storePhotos(sessionId: string) {
  const chatMessages = createChatMessagesRepository(database.db);
  const conversations = createChatConversationsRepository(database.db);
  await chatMessages.storeQuestion({
    userId: owner,
    sessionId,
    content: "look",
    attachments: [
      {
        fileName: "cat.jpg",
        fileType: "image/jpeg",
        fileSize: photo.length,
        fileData: photo,
        width: 800,
        height: 600,
        thumbnail: { type: "image/webp", data: thumbnail },
      },
      { fileName: "old.png", fileType: "image/png", fileSize: 3, fileData: Buffer.from([1, 2, 3]) },
    ],
  });
  const { messages } = await conversations.historyOf(owner, sessionId);
  return messages[0]?.attachments ?? [];
}

describe("the chat repository's photos", () => {
  it("reads a conversation's history without reading any photo's bytes", async () => {
    await storePhotos("history-session");
    const conversations = createChatConversationsRepository(database.db);
    const photos = createChatAttachmentsRepository(database.db);
    const history = await database.db.transaction().execute(async (trx) => {
      // As the role that cannot read the bytes: any query touching them fails with "permission denied".
      await sql`set local role ${sql.id(metadataReader)}`.execute(trx);
      return conversations.historyOf(owner, "history-session", trx);
    });
    expect(history.messages[0]?.attachments).toEqual([
      { id: expect.any(Number) as number, fileName: "cat.jpg", fileType: "image/jpeg", fileSize: photo.length, width: 800, height: 600 },
      { id: expect.any(Number) as number, fileName: "old.png", fileType: "image/png", fileSize: 3, width: null, height: null },
    ]);

    // The role does keep the bytes out of reach: reading a photo as it fails.
    const [first] = history.messages[0]?.attachments ?? [];
    const reading = database.db.transaction().execute(async (trx) => {
      await sql`set local role ${sql.id(metadataReader)}`.execute(trx);
      return photos.attachmentFileOf(owner, first?.id ?? 0, "full", 1024, trx);
    });
    await expect(reading).rejects.toThrow(/permission denied/);
  });

  it("reads a photo from its first slice and the rest by offset, only for its own student", async () => {
    const [cat, old] = await storePhotos("file-session");
    const photos = createChatAttachmentsRepository(database.db);
    const file = await photos.attachmentFileOf(owner, cat?.id ?? 0, "full", 100_000);
    expect(file).toMatchObject({ fileName: "cat.jpg", contentType: "image/jpeg", byteLength: photo.length, source: "full" });
    expect(file?.firstChunk.equals(photo.subarray(0, 100_000))).toBe(true);
    const rest = [];
    for (let offset = 100_000; offset < photo.length; offset += 100_000) {
      rest.push(await photos.attachmentChunk(owner, cat?.id ?? 0, "full", { offset, length: 100_000 }));
    }
    expect(Buffer.concat([file?.firstChunk ?? Buffer.alloc(0), ...rest.map((chunk) => chunk ?? Buffer.alloc(0))]).equals(photo)).toBe(true);

    expect(await photos.attachmentFileOf(stranger, cat?.id ?? 0, "full", 100_000)).toBeUndefined();
    expect(await photos.attachmentChunk(stranger, cat?.id ?? 0, "full", { offset: 0, length: 10 })).toBeUndefined();

    const small = await photos.attachmentFileOf(owner, cat?.id ?? 0, "thumbnail", 100_000);
    expect(small).toMatchObject({ contentType: "image/webp", byteLength: thumbnail.length, source: "thumbnail" });
    expect(small?.firstChunk.equals(thumbnail)).toBe(true);
    // Without a thumbnail, the photo stands in for it.
    expect(await photos.attachmentFileOf(owner, old?.id ?? 0, "thumbnail", 100)).toMatchObject({
      contentType: "image/png",
      byteLength: 3,
      firstChunk: Buffer.from([1, 2, 3]),
      source: "full",
    });
  });
});
