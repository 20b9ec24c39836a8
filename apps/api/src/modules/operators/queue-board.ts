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

/** The console's Queues page (admin-web), which links here: the board's header links back to it. */
export const CONSOLE_QUEUES_PAGE = "/admin/queues";
export const BACK_TO_CONSOLE_TEXT = "Back to the operator console";

const BACK_LINK_STYLE = [
  "position:fixed",
  "inset-inline-start:16px",
  "bottom:16px",
  "z-index:1000",
  "padding:10px 18px",
  "border-radius:999px",
  "background:#5b36ef",
  "color:#ffffff",
  "font:600 15px/1.2 system-ui,sans-serif",
  "text-decoration:none",
  "box-shadow:0 4px 14px rgba(0,0,0,0.3)",
].join(";");

/**
 * The board's page with a link back to the console, fixed in a corner: the board's own header has no place for one
 * that is always in view (its extra links hide behind an unlabelled menu).
 */
export function withBackLink(html: string): string {
  const link = `<a href="${CONSOLE_QUEUES_PAGE}" style="${BACK_LINK_STYLE}">&larr; ${BACK_TO_CONSOLE_TEXT}</a>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}\n${link}`);
}

/**
 * The board, and an audit row for every change an operator makes through it (retry, promote, clean, remove, pause a
 * queue: its API's writes), with the board's own path and answer as what was done.
 */
export async function registerQueueBoard(scope: Api, jobs: OperatorJobs, audit: Audit): Promise<void> {
  // Recorded before the answer leaves: when the operator sees the change done, its row is there.
  scope.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "GET" && typeof payload === "string" && String(reply.getHeader("content-type")).startsWith("text/html")) {
      return withBackLink(payload);
    }
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
