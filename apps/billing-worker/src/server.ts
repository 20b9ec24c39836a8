import { startBillingWorker } from "./app.ts";
import { readBillingWorkerEnv } from "./env.ts";

const env = readBillingWorkerEnv();
const billing = await startBillingWorker({
  redisUrl: env.REDIS_URL,
  concurrency: env.WORKER_CONCURRENCY,
  logLevel: env.LOG_LEVEL,
});

let closing = false;
const shutdown = (signal: string) => {
  if (closing) process.exit(1);
  closing = true;
  billing.health.log.info({ signal }, "draining the billing worker");
  billing.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
await billing.health.listen({ port: env.PORT, host: env.HOST });
