import { createChatMessagesRepository } from "@kidsafe/db";
import { ANSWER_LENGTH, CHAT_BENCH_STUDENTS, QUESTION_LENGTH } from "../chat-plan.ts";
import type { ChatPlan } from "../chat-plan.ts";
import { SEARCH_ROUTE_SCALE, topicAdvertiser } from "../search-plan.ts";
import { emulatedGeminiEnv, insertEligibleAdvertisers, registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

const api = await startBenchApi("bench-chat", {
  env: emulatedGeminiEnv(),
  seed: (db) => insertEligibleAdvertisers(db, SEARCH_ROUTE_SCALE.advertisers, topicAdvertiser).then(() => undefined),
});

const studentCookies: string[] = [];
for (let index = 0; index < CHAT_BENCH_STUDENTS; index++) studentCookies.push((await registerStudent(api.app, `bench-chat-${index}`)).cookie);

const reader = await registerStudent(api.app, "bench-chat-reader");
const fullSessionId = "bench-full-conversation";
const chatMessages = createChatMessagesRepository(api.db);
for (let turn = 0; turn < 25; turn++) {
  const { conversationId } = await chatMessages.storeQuestion({
    userId: reader.id,
    sessionId: fullSessionId,
    content: `Question ${turn}: `.padEnd(QUESTION_LENGTH, "why is the sky blue? "),
    attachments: [],
  });
  await chatMessages.insertReply(
    conversationId,
    reader.id,
    `Offline AI: answer ${turn}. `.padEnd(ANSWER_LENGTH, "Sunlight scatters in the air. "),
  );
}

const plan: Omit<ChatPlan, "port"> = {
  studentCookies,
  reader: { cookie: reader.cookie, fullSessionId },
};
await serveToBench(api, plan);
