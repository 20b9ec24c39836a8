import { checkSiteNow, createJobQueues, runBillingSweepNow, SimulatedTimeRefusedError } from "@kidsafe/jobs";
import type { JobQueues } from "@kidsafe/jobs";
import { badRequest } from "@kidsafe/server-kit";

export function createOperatorJobs(options: { redisUrl: string; prefix: string; production: boolean }) {
  const queues: JobQueues = createJobQueues({ connection: options.redisUrl, prefix: options.prefix });
  return {
    queues,
    async safetyCheck(advertiserId: number): Promise<{ jobId: string }> {
      const { jobId } = await checkSiteNow(queues, { advertiserId, trigger: "operator" });
      return { jobId };
    },
    async runBillingNow(asOf: Date | undefined): Promise<{ jobId: string }> {
      try {
        return await runBillingSweepNow(queues, { production: options.production, asOf });
      } catch (error) {
        if (error instanceof SimulatedTimeRefusedError) throw badRequest(error.message);
        throw error;
      }
    },
    close: () => queues.close(),
  };
}

export type OperatorJobs = ReturnType<typeof createOperatorJobs>;
