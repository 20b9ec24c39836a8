// BENCH_VOICE_INSTANT_VERDICT=1 has every verdict allow at once, the baseline a gated answer is compared with.
import { createGeminiReplyJudge, fixedKeySource } from "@kidsafe/ai";
import type { ReplyJudge } from "@kidsafe/ai";
import { createDb, createUsersRepository } from "@kidsafe/db";
import { STUDENT_SESSION_KEY_PREFIX, createRedis, memoizedSigner, studentSessionCookieName } from "@kidsafe/server-kit";
import { TEEN_BIRTH_YEAR, createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import { buildVoiceGateway, readVoiceGatewayConfig } from "@kidsafe/voice-gateway";
import "./live-bytes.ts";

const SECRET = "bench-session-secret-0123456789-abcdefghij";
const services = await startTestServices();
const database = await createTestDatabase(services.databaseUrl);
const config = readVoiceGatewayConfig({
  DATABASE_URL: database.url,
  REDIS_URL: services.redisUrl,
  REDIS_KEY_PREFIX: uniqueRedisPrefix("bench-voice"),
  SESSION_SECRET: SECRET,
  GEMINI_API_KEY: "bench-key",
  GEMINI_BASE_URL: process.env.BENCH_GEMINI_URL,
  LOG_LEVEL: "silent",
});
const db = createDb(config.databaseUrl, { maxConnections: config.databasePoolSize });
const redis = createRedis(config.redisUrl, { keyPrefix: config.redisKeyPrefix });
const users = createUsersRepository(db);
const signer = memoizedSigner(SECRET);
const cookies: string[] = [];
for (let index = 0; index < Number(process.env.BENCH_VOICE_STUDENTS ?? 1); index++) {
  const user = await users.insert(`voice${String(index)}`, "!bench", TEEN_BIRTH_YEAR);
  if (!user) throw new Error("could not create a bench student");
  const sessionId = `bench-voice-${String(index)}`;
  await redis.set(STUDENT_SESSION_KEY_PREFIX + sessionId, JSON.stringify({ user: { id: user.id, username: user.username } }));
  cookies.push(`${studentSessionCookieName(false)}=${encodeURIComponent(signer.sign(sessionId))}`);
}
const instantVerdict: ReplyJudge = {
  judge: () => Promise.resolve({ decision: "allow", category: null, messageCategory: "ordinary", reason: "bench: no verdict wait" }),
};
const verdictUrl = process.env.BENCH_VERDICT_URL;
const replyJudge =
  process.env.BENCH_VOICE_INSTANT_VERDICT === "1"
    ? instantVerdict
    : verdictUrl
      ? createGeminiReplyJudge({ keySource: fixedKeySource("bench-key"), baseUrl: verdictUrl })
      : undefined;
const gateway = await buildVoiceGateway(config, { db, redis }, replyJudge ? { replyJudge } : {});
await gateway.app.listen({ port: 0, host: "127.0.0.1" });
const address = gateway.app.server.address();
process.send?.({ port: typeof address === "object" && address ? address.port : 0, cookies });
process.once("SIGTERM", () => {
  void (async () => {
    await gateway.app.close();
    await Promise.allSettled([db.destroy(), redis.quit()]);
    await database.drop();
    process.exit(0);
  })();
});
