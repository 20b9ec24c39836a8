import type { JobQueues } from "./queues.ts";

export class SimulatedTimeRefusedError extends Error {
  constructor() {
    super("A sweep at a chosen time (asOf) is for test and staging systems only; in production a sweep runs at the real time.");
    this.name = "SimulatedTimeRefusedError";
  }
}

/**
 * The operator console's "run the billing sweep now". `asOf` runs it as if it were that moment (a week can be
 * simulated, as with Stripe's test clocks): refused in production, where money follows the real calendar only.
 */
export async function runBillingSweepNow(queues: Pick<JobQueues, "enqueue">, options: { production: boolean; asOf?: Date }) {
  if (options.asOf && options.production) throw new SimulatedTimeRefusedError();
  const job = await queues.enqueue("billing.sweep", options.asOf ? { asOf: options.asOf.toISOString() } : {});
  return { jobId: job.id! };
}

/** The operator console's "run the safety sweep now". */
export async function runSafetySweepNow(queues: Pick<JobQueues, "enqueue">) {
  const job = await queues.enqueue("safety.sweep", {});
  return { jobId: job.id! };
}
