import { createDb } from "@kidsafe/db";
import { createRedis } from "@kidsafe/server-kit";
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

// SIGTERM: stop accepting calls, ask every open call to reconnect (another replica resumes it from its handle),
// then close. Exits within drainTimeoutMs whatever happens.
let closing = false;
const shutDown = (signal: string) => {
  if (closing) process.exit(1);
  closing = true;
  app.log.info({ signal, openCalls: gateway.calls.size }, "draining voice calls and shutting down");
  setTimeout(() => {
    app.log.error("shutdown took too long; exiting");
    process.exit(1);
  }, config.drainTimeoutMs).unref();
  gateway.drain();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    },
  );
};
process.once("SIGINT", shutDown);
process.once("SIGTERM", shutDown);
await app.listen({ port: config.port, host: config.host });
