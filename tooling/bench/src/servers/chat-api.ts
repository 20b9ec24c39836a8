// The real API for the chat goals: 50 signed-in students, the real Gemini adapter pointed at the emulator process
// (BENCH_GEMINI_URL), the seed's 2000 ms cooldown, and one conversation of 50 messages for the history read.
import { createGeminiTextModel, fixedKeySource } from "@kidsafe/ai";
import { buildApp } from "@kidsafe/api/app";
import { createChatRepository } from "@kidsafe/db";
import { ANSWER_LENGTH, CHAT_BENCH_STUDENTS, QUESTION_LENGTH } from "../chat-plan.ts";
import type { ChatPlan } from "../chat-plan.ts";
import { BENCH_APP_OPTIONS, registerStudent, serveToBench, startBenchStore } from "./bench-app.ts";

const geminiUrl = process.env.BENCH_GEMINI_URL;
if (!geminiUrl) throw new Error("BENCH_GEMINI_URL is not set: start servers/gemini-emulator.ts first");

const store = await startBenchStore("bench-chat");
// The API's production pool size (DATABASE_POOL_SIZE's default), not the test helper's 5.
const { db, redis } = store;
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

const plan: Omit<ChatPlan, "port"> = {
  studentCookies,
  reader: { cookie: reader.cookie, fullSessionId },
};
await serveToBench(app, store, plan);
