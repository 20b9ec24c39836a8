export { SITE_WATCH_READ_ATTEMPTS, jobCatalog } from "./catalog.ts";
export { checkSiteNow } from "./check-site-now.ts";
export type { JobSpec } from "./catalog.ts";
export { InvalidJobPayloadError, UnknownJobError, parseJob } from "./parse-job.ts";
export type { ParsedJob } from "./parse-job.ts";
export { connectionOf, createJobQueues } from "./queues.ts";
export type { JobQueues, JobQueuesOptions } from "./queues.ts";
export {
  SIMULATED_TIME_IN_PRODUCTION,
  SimulatedTimeRefusedError,
  checkSimulatedTime,
  runBillingSweepNow,
  runSafetySweepNow,
} from "./run-sweep-now.ts";
