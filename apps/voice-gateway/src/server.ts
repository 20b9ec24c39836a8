import { createDb } from "@kidsafe/db";
import { createRedis, listenUntilSignalled } from "@kidsafe/server-kit";
import { buildVoiceGateway } from "./app.ts";
import { readVoiceGatewayConfig } from "./env.ts";

const config = readVoiceGatewayConfig();
const db = createDb(config.databaseUrl, { maxConnections: config.databasePoolSize });
const redis = createRedis(config.redisUrl, { keyPrefix: config.redisKeyPrefix });
const gateway = await buildVoiceGateway(config, { db, redis });
const { app } = gateway;
app.addHook("onClose", async () => {
  await Promise.allSettled([db.destroy(), redis.quit()]);
});

// Every open call is asked to reconnect, and another replica resumes it from its handle.
await listenUntilSignalled(app, {
  port: config.port,
  host: config.host,
  ...config.shutdown,
  beforeClose: () => {
    app.log.info({ openCalls: gateway.calls.size }, "moving voice calls to other replicas");
    gateway.drain();
  },
});
