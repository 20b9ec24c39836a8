import { createGeminiTextModel, fixedKeySource } from "@kidsafe/ai";
import { createDb } from "@kidsafe/db";
import { createRedis, listenUntilSignalled } from "@kidsafe/server-kit";
import { buildApp } from "./app.ts";
import { createGeminiWebSearch } from "./modules/search/providers/index.ts";
import { readApiEnv } from "./env.ts";

const env = readApiEnv();
const db = createDb(env.DATABASE_URL, { maxConnections: env.DATABASE_POOL_SIZE });
const redis = createRedis(env.REDIS_URL, { keyPrefix: env.REDIS_KEY_PREFIX });

const app = await buildApp({
  db,
  redis,
  sessionSecret: env.SESSION_SECRET,
  secureCookies: env.NODE_ENV === "production",
  logLevel: env.LOG_LEVEL,
  trustProxy: env.TRUST_PROXY,
  // The operator-stored key (seed 001's admin call, a later issue) will come first: firstKeySource(stored, env).
  textModel: createGeminiTextModel({
    keySource: fixedKeySource(env.GEMINI_API_KEY),
    baseUrl: env.GEMINI_BASE_URL,
    model: env.GEMINI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
  }),
  aiOffline: env.AI_OFFLINE,
  // Website results from Gemini with Google Search need a real key; the offline emulator has no search.
  webSearch:
    env.GEMINI_API_KEY && !env.AI_OFFLINE
      ? createGeminiWebSearch({ keySource: fixedKeySource(env.GEMINI_API_KEY), baseUrl: env.GEMINI_BASE_URL, model: env.GEMINI_MODEL })
      : undefined,
});
app.addHook("onClose", async () => {
  await db.destroy();
  await redis.quit();
});
await listenUntilSignalled(app, { port: env.PORT, host: env.HOST });
