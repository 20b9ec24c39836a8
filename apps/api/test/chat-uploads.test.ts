// The largest message the chat takes: five images of 5 MB each (about 35 MB of JSON). Apart from chat.test.ts
// because it needs a patient model timeout (the upload alone takes a second or more to the emulator).
import { ATTACHMENT_STORAGE_QUOTA_BYTES } from "@kidsafe/contracts";
import type { ChatHistory } from "@kidsafe/contracts";
import { createChatMessagesRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_SERVER_TEXTS } from "../src/modules/chat/texts.ts";
import { getChat, newSession, pictures, postChat, registerChatStudent, upload } from "./chat-support.ts";
import { emulatedGemini, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";

let emulator: GeminiEmulator;
let api: TestApi;
beforeAll(async () => {
  emulator = await startGeminiEmulator();
  api = await startTestApi({ env: emulatedGemini(emulator.url, { AI_TIMEOUT_MS: "60000" }) });
});
afterAll(async () => {
  await api.close();
  await emulator.close();
});

describe("POST /api/chat with the largest attachments", () => {
  it("takes 5 images of 5 MB each: the body limit is raised for this route only", async () => {
    const student = await registerChatStudent(api);
    const sessionId = newSession();
    // Noise: stored again without metadata, each stays about 5 MB.
    const big = await pictures.noisyPng(5 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(4.99 * 1024 * 1024);
    const files = [1, 2, 3, 4, 5].map((n) => upload(`big${n}.png`, big));
    const response = await postChat(api, student.cookie, { message: "five big pictures", sessionId, files });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ response: string }>().response).toContain("You attached 5 images");
    const [question] = (await getChat(api, student.cookie, sessionId)).json<ChatHistory>().messages;
    expect(question?.attachments.map((attachment) => attachment.fileName)).toEqual([
      "photo-1.png",
      "photo-2.png",
      "photo-3.png",
      "photo-4.png",
      "photo-5.png",
    ]);
    for (const attachment of question?.attachments ?? []) expect(attachment.fileSize).toBeGreaterThan(4.99 * 1024 * 1024);

    const otherRoute = await api.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: "x".repeat(2 * 1024 * 1024), password: "p" },
    });
    expect(otherRoute.statusCode).toBe(413);
  }, 120_000);
});

describe("the per-student storage quota", () => {
  it(`refuses new photos with 413 once the student's stored photos would pass ${(ATTACHMENT_STORAGE_QUOTA_BYTES / 1024 / 1024).toString()} MB, and still takes text`, async () => {
    const student = await registerChatStudent(api);
    // Photos stored earlier, counted by their recorded size.
    await createChatMessagesRepository(api.database.db).storeQuestion({
      userId: student.id,
      sessionId: newSession(),
      content: "my old photos",
      attachments: [
        {
          fileName: "album.png",
          fileType: "image/png",
          fileSize: ATTACHMENT_STORAGE_QUOTA_BYTES - 10,
          fileData: Buffer.from("x"),
        },
      ],
    });
    const sessionId = newSession();
    const refused = await postChat(api, student.cookie, { message: "one more", sessionId, files: [upload("sky.png", await pictures.png())] });
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toBe(CHAT_SERVER_TEXTS.storageFull);
    const text = await postChat(api, student.cookie, { message: "just words", sessionId: newSession() });
    expect(text.statusCode).toBe(200);
  });
});
