import { simulatedTimeProblem } from "@kidsafe/contracts";
import type { JobQueues } from "./queues.ts";

export const SIMULATED_TIME_IN_PRODUCTION =
  "A sweep at a chosen time (asOf) is for test and staging systems only; in production a sweep runs at the real time.";

export class SimulatedTimeRefusedError extends Error {
  constructor(message: string = SIMULATED_TIME_IN_PRODUCTION) {
    super(message);
    this.name = "SimulatedTimeRefusedError";
  }
}

export function checkSimulatedTime(asOf: Date, options: { production: boolean; now: Date }): void {
  if (options.production) throw new SimulatedTimeRefusedError();
  const problem = Number.isNaN(asOf.getTime()) ? "asOf must be a valid date and time." : simulatedTimeProblem(asOf, options.now);
  if (problem) throw new SimulatedTimeRefusedError(problem);
}

/** `asOf` simulates a moment, as Stripe's test clocks do; refused in production, where money follows the real calendar. */
export async function runBillingSweepNow(queues: Pick<JobQueues, "enqueue">, options: { production: boolean; asOf?: Date; now?: Date }) {
  if (options.asOf) checkSimulatedTime(options.asOf, { production: options.production, now: options.now ?? new Date() });
  const job = await queues.enqueue("billing.sweep", options.asOf ? { asOf: options.asOf.toISOString() } : {});
  return { jobId: job.id! };
}

export async function runSafetySweepNow(queues: Pick<JobQueues, "enqueue">) {
  const job = await queues.enqueue("safety.sweep", {});
  return { jobId: job.id! };
}
