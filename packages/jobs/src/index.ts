// The background jobs' producers and taker: the catalogue (queue, payload, options per job name), the queues to
// add jobs to, validation when a job is taken, and the operator console's "run a sweep now".
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
