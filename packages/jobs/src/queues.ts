import { JOB_QUEUES } from "@kidsafe/contracts";
import type { JobName, JobPayload, JobQueueName } from "@kidsafe/contracts";
import { Queue } from "bullmq";
import type { ConnectionOptions, JobsOptions } from "bullmq";
import { jobCatalog } from "./catalog.ts";
import { parseJob } from "./parse-job.ts";

export interface JobQueuesOptions {
  connection: ConnectionOptions | string;
  /** Tests and the bench use one of their own. */
  prefix?: string;
}

export function connectionOf(connection: ConnectionOptions | string): ConnectionOptions {
  return typeof connection === "string" ? { url: connection, maxRetriesPerRequest: null } : connection;
}

export function createJobQueues(options: JobQueuesOptions) {
  const queues = new Map<JobQueueName, Queue>(
    JOB_QUEUES.map((name) => [name, new Queue(name, { connection: connectionOf(options.connection), prefix: options.prefix })]),
  );
  const queueOf = (name: JobName) => queues.get(jobCatalog[name].queue)!;
  const checked = <Name extends JobName>(name: Name, payload: JobPayload<Name>) => parseJob(name, payload).payload as JobPayload<Name>;

  return {
    queue: (name: JobQueueName) => queues.get(name)!,

    /** `extra` adds to or overrides the catalogue's options. */
    async enqueue<Name extends JobName>(name: Name, payload: JobPayload<Name>, extra: JobsOptions = {}) {
      const data = checked(name, payload);
      return queueOf(name).add(name, data, { ...jobCatalog[name].options(data), ...extra });
    },

    async enqueueMany<Name extends JobName>(name: Name, payloads: ReadonlyArray<JobPayload<Name>>, extraOf?: (index: number) => JobsOptions) {
      if (payloads.length === 0) return [];
      const jobs = payloads.map((payload, index) => {
        const data = checked(name, payload);
        return { name, data, opts: { ...jobCatalog[name].options(data), ...extraOf?.(index) } };
      });
      return queueOf(name).addBulk(jobs);
    },

    async waitingCounts(): Promise<Record<JobQueueName, number>> {
      const entries = await Promise.all(
        [...queues].map(async ([name, queue]) => [name, await queue.getJobCountByTypes("waiting", "delayed", "prioritized")] as const),
      );
      return Object.fromEntries(entries) as Record<JobQueueName, number>;
    },

    async close(): Promise<void> {
      // A queue closed while its connection is still opening rejects unhandled: wait first.
      await Promise.all([...queues.values()].map((queue) => queue.waitUntilReady().catch(() => undefined)));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
    },
  };
}

export type JobQueues = ReturnType<typeof createJobQueues>;
