// The real API for the chat goals: 50 signed-in students, the real Gemini adapter pointed at the emulator process
// (BENCH_GEMINI_URL), the seed's 2000 ms cooldown, and one conversation of 50 messages for the history read.
import { createGeminiTextModel, fixedKeySource } from "@kidsafe/ai";
import { buildApp } from "@kidsafe/api/app";
import { createChatRepository, createDb } from "@kidsafe/db";
import { createRedis } from "@kidsafe/server-kit";
import { createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import { ANSWER_LENGTH, CHAT_BENCH_STUDENTS, QUESTION_LENGTH } from "../chat-plan.ts";
import type { ChatPlan } from "../chat-plan.ts";
import { BENCH_APP_OPTIONS, listenOnFreePort, registerStudent } from "./bench-app.ts";

const geminiUrl = process.env.BENCH_GEMINI_URL;
if (!geminiUrl) throw new Error("BENCH_GEMINI_URL is not set: start servers/gemini-emulator.ts first");

const services = await startTestServices();
const database = await createTestDatabase(services.databaseUrl);
// The API's production pool size (DATABASE_POOL_SIZE's default), not the test helper's 5.
const db = createDb(database.url, { maxConnections: 10 });
const redis = createRedis(services.redisUrl, { keyPrefix: uniqueRedisPrefix("bench-chat") });
const app = await buildApp({
  db,
  redis,
  ...BENCH_APP_OPTIONS,
  textModel: createGeminiTextModel({ keySource: fixedKeySource("bench-key"), baseUrl: geminiUrl }),
  adEventFlusher: false,
});

const studentCookies: string[] = [];
for (let index = 0; index < CHAT_BENCH_STUDENTS; index++) studentCookies.push((await registerStudent(app, `bench-chat-${index}`)).cookie);

const reader = await registerStudent(app, "bench-chat-reader");
const fullSessionId = "bench-full-conversation";
const chats = createChatRepository(db);
for (let turn = 0; turn < 25; turn++) {
  const { conversationId } = await chats.storeQuestion({
    userId: reader.id,
    sessionId: fullSessionId,
    content: `Question ${turn}: `.padEnd(QUESTION_LENGTH, "why is the sky blue? "),
    attachments: [],
  });
  await chats.insertReply(conversationId, reader.id, `Offline AI: answer ${turn}. `.padEnd(ANSWER_LENGTH, "Sunlight scatters in the air. "));
}

const plan: ChatPlan = {
  port: await listenOnFreePort(app),
  studentCookies,
  reader: { cookie: reader.cookie, fullSessionId },
};
process.send?.(plan);

process.once("SIGTERM", () => {
  void (async () => {
    await app.close();
    await db.destroy();
    await redis.quit();
    await database.drop();
    await services.stop();
    process.exit(0);
  })();
});
