// Random bytes stand in for the pictures: what is read back is measured, not what the bytes show.
import { randomBytes } from "node:crypto";
import { createChatConversationsRepository, createChatMessagesRepository } from "@kidsafe/db";
import { PHOTOS_BENCH } from "../photos-plan.ts";
import type { PhotosPlan } from "../photos-plan.ts";
import { registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

const api = await startBenchApi("bench-photos");
const student = await registerStudent(api.app, "bench-photos");
const chatMessages = createChatMessagesRepository(api.db);
const conversations = createChatConversationsRepository(api.db);
const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(PHOTOS_BENCH.photoBytes - 4)]);
const thumbnail = randomBytes(PHOTOS_BENCH.thumbnailBytes);
for (let stored = 0; stored < PHOTOS_BENCH.photos; stored += 5) {
  const count = Math.min(5, PHOTOS_BENCH.photos - stored);
  await chatMessages.storeQuestion({
    userId: student.id,
    sessionId: PHOTOS_BENCH.sessionId,
    content: `photos ${stored + 1}-${stored + count}`,
    attachments: Array.from({ length: count }, (_, index) => ({
      fileName: `photo-${stored + index + 1}.jpg`,
      fileType: "image/jpeg",
      fileSize: photo.length,
      fileData: photo,
      width: 4000,
      height: 3000,
      thumbnail: { type: "image/webp", data: thumbnail },
    })),
  });
}
const { messages } = await conversations.historyOf(student.id, PHOTOS_BENCH.sessionId);
const attachmentIds = messages.flatMap((message) => message.attachments.map((attachment) => attachment.id));
const plan: Omit<PhotosPlan, "port"> = { cookie: student.cookie, pid: process.pid, attachmentIds };
await serveToBench(api, plan);
