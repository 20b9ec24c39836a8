import { simulatedTimeProblem } from "@kidsafe/contracts";
import type { JobQueues } from "./queues.ts";

export const SIMULATED_TIME_IN_PRODUCTION =
  "A sweep at a chosen time (asOf) is for test and staging systems only; in production a sweep runs at the real time.";

/** A simulated time the billing sweep refuses: any in production, and elsewhere one outside the window around now. */
export class SimulatedTimeRefusedError extends Error {
  constructor(message: string = SIMULATED_TIME_IN_PRODUCTION) {
    super(message);
    this.name = "SimulatedTimeRefusedError";
  }
}

/** Throws SimulatedTimeRefusedError when `asOf` may not stand for "now" (see simulatedTimeProblem). */
export function checkSimulatedTime(asOf: Date, options: { production: boolean; now: Date }): void {
  if (options.production) throw new SimulatedTimeRefusedError();
  const problem = Number.isNaN(asOf.getTime()) ? "asOf must be a valid date and time." : simulatedTimeProblem(asOf, options.now);
  if (problem) throw new SimulatedTimeRefusedError(problem);
}

/**
 * The operator console's "run the billing sweep now". `asOf` runs it as if it were that moment (a week can be
 * simulated, as with Stripe's test clocks): refused in production, where money follows the real calendar only, and
 * beyond a year either side of `now` (the clock's; the real time unless given), before anything is enqueued.
 */
export async function runBillingSweepNow(queues: Pick<JobQueues, "enqueue">, options: { production: boolean; asOf?: Date; now?: Date }) {
  if (options.asOf) checkSimulatedTime(options.asOf, { production: options.production, now: options.now ?? new Date() });
  const job = await queues.enqueue("billing.sweep", options.asOf ? { asOf: options.asOf.toISOString() } : {});
  return { jobId: job.id! };
}

/** The operator console's "run the safety sweep now". */
export async function runSafetySweepNow(queues: Pick<JobQueues, "enqueue">) {
  const job = await queues.enqueue("safety.sweep", {});
  return { jobId: job.id! };
}
