import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { FastifyAdapter } from "@bull-board/fastify";
import { JOB_QUEUES } from "@kidsafe/contracts";
import { currentOperator } from "../../http/access.ts";
import type { Api } from "../../http/route.ts";
import type { Audit } from "./audit.ts";
import type { OperatorJobs } from "./jobs.ts";

/**
 * The BullMQ board under /api/admin/queues: inside the operator scope like every /api/admin/* route (the /admin*
 * paths belong to admin-web; docs/decisions.md "The queue board's path").
 */
export const QUEUE_BOARD_PATH = "/api/admin/queues";

/**
 * The board, and an audit row for every change an operator makes through it (retry, promote, clean, remove, pause a
 * queue: its API's writes), with the board's own path and answer as what was done.
 */
export async function registerQueueBoard(scope: Api, jobs: OperatorJobs, audit: Audit): Promise<void> {
  // Recorded before the answer leaves: when the operator sees the change done, its row is there.
  scope.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return payload;
    await audit.record(currentOperator(request), {
      action: "queues.change",
      target: { type: "queue-board", id: request.url.slice(QUEUE_BOARD_PATH.length) },
      after: { method: request.method, status: reply.statusCode },
    });
    return payload;
  });
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: JOB_QUEUES.map((name) => new BullMQAdapter(jobs.queues.queue(name))),
    serverAdapter,
    options: { uiConfig: { boardTitle: "KidSafe queues" } },
  });
  // The board's own error handler answers with the error's message and, in development, its stack (server paths).
  // Thrown on instead, an error reaches the parent scope's handler: the app's one, which leaks nothing.
  serverAdapter.setErrorHandler((error) => {
    throw error;
  });
  await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}
