import { createDb } from "@kidsafe/db";
import { createRedis, listenUntilSignalled } from "@kidsafe/server-kit";
import { buildApp } from "./app.ts";
import { readApiConfig } from "./env.ts";

const config = readApiConfig();
const db = createDb(config.databaseUrl, { maxConnections: config.databasePoolSize });
const redis = createRedis(config.redisUrl, { keyPrefix: config.redisKeyPrefix });

const app = await buildApp(config, { db, redis });
app.addHook("onClose", async () => {
  await db.destroy();
  await redis.quit();
});
// SIGTERM: /api/health answers 503 at once, so the load balancer stops sending before in-flight work finishes.
await listenUntilSignalled(app, { port: config.port, host: config.host, ...config.shutdown });
