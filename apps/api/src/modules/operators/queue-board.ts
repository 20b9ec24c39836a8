import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import { JOB_QUEUES } from "@kidsafe/contracts";
import type { Api } from "../../http/route.ts";
import type { OperatorJobs } from "./jobs.ts";

/**
 * The BullMQ board under /api/admin/queues: inside the operator scope like every /api/admin/* route (the /admin*
 * paths belong to admin-web; docs/decisions.md "The queue board's path").
 */
export const QUEUE_BOARD_PATH = "/api/admin/queues";

export async function registerQueueBoard(scope: Api, jobs: OperatorJobs): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: JOB_QUEUES.map((name) => new BullMQAdapter(jobs.queues.queue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: "KidSafe queues" } },
  });
  await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}
