import { exitGracefullyOnSignal } from "@kidsafe/server-kit";
import { startBillingWorker } from "./app.ts";
import { readBillingWorkerConfig } from "./env.ts";

const config = readBillingWorkerConfig();
const billing = await startBillingWorker(config);

// Jobs still running after SHUTDOWN_TIMEOUT_MS go back to their queues for another replica.
exitGracefullyOnSignal({
  log: billing.server.log,
  drainMs: 0,
  timeoutMs: config.shutdownTimeoutMs,
  markDraining: () => {
    billing.server.shutdown.draining = true;
  },
  close: () => billing.close(),
  abandon: () => billing.handBack(),
});
await billing.server.listen({ port: config.port, host: config.host });
billing.server.log.info({ startupMs: Math.round(process.uptime() * 1000) }, "billing worker ready");
