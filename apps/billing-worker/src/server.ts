import { startBillingWorker } from "./app.ts";
import { readBillingWorkerConfig } from "./env.ts";

/** How long running jobs get to finish on SIGTERM before the process exits (BullMQ then hands them to another worker). */
const CLOSE_TIMEOUT_MS = 30_000;

const config = readBillingWorkerConfig();
const billing = await startBillingWorker(config);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) process.exit(1);
  closing = true;
  billing.server.log.info({ signal }, "closing the billing worker: running jobs finish first");
  setTimeout(() => {
    billing.server.log.error("closing took too long; exiting (unfinished jobs are taken again)");
    process.exit(1);
  }, CLOSE_TIMEOUT_MS).unref();
  billing.close().then(
    () => process.exit(0),
    (error: unknown) => {
      billing.server.log.error({ err: error }, "error while closing");
      process.exit(1);
    },
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
await billing.server.listen({ port: config.port, host: config.host });
billing.server.log.info({ startupMs: Math.round(process.uptime() * 1000) }, "billing worker ready");
