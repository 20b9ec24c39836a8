import { createJobQueues, runBillingSweepNow, SimulatedTimeRefusedError } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { badRequest } from "@kidsafe/server-kit";

/** The background jobs an operator starts, added through @kidsafe/jobs like every other producer. */
export function createOperatorJobs(options: { redisUrl: string; prefix: string; production: boolean }) {
  const queues: JobQueues = createJobQueues({ connection: options.redisUrl, prefix: options.prefix });
  return {
    queues,
    async safetyCheck(advertiserId: number): Promise<{ jobId: string }> {
      const job = await queues.enqueue("safety.check", { advertiserId });
      return { jobId: job.id ?? "" };
    },
    async runBillingNow(asOf: Date | undefined): Promise<{ jobId: string }> {
      try {
        return await runBillingSweepNow(queues, { production: options.production, asOf });
      } catch (error) {
        if (error instanceof SimulatedTimeRefusedError) throw badRequest("A simulated time (asOf) is refused in production.");
        throw error;
      }
    },
    close: () => queues.close(),
  };
}

export type OperatorJobs = ReturnType<typeof createOperatorJobs>;
