import { createDb } from "@kidsafe/db";
import { createRedis, listenUntilSignalled } from "@kidsafe/server-kit";
import { buildApp } from "./app.ts";
import { readApiEnv } from "./env.ts";

const env = readApiEnv();
const db = createDb(env.DATABASE_URL, { maxConnections: env.DATABASE_POOL_SIZE });
const redis = createRedis(env.REDIS_URL);

const app = await buildApp({
  db,
  redis,
  sessionSecret: env.SESSION_SECRET,
  secureCookies: env.NODE_ENV === "production",
  logLevel: env.LOG_LEVEL,
  trustProxy: env.TRUST_PROXY,
});
app.addHook("onClose", async () => {
  await db.destroy();
  await redis.quit();
});
await listenUntilSignalled(app, { port: env.PORT, host: env.HOST });
