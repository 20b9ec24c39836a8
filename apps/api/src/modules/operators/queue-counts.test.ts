// The console's Queues page reads each queue's counts through one operator call; the job board links back to it.
import { JOB_QUEUES, httpCalls } from "@kidsafe/contracts";
import type { AdminQueues } from "@kidsafe/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueName } from "../../../test/ads-support.ts";
import { startTestApi } from "../../../test/harness.ts";
import type { TestApi } from "../../../test/harness.ts";
import { signedInOperator } from "../../../test/operator-support.ts";
import { BACK_TO_CONSOLE_TEXT, CONSOLE_QUEUES_PAGE, QUEUE_BOARD_PATH } from "./queue-board.ts";

let api: TestApi;
let cookie: string;

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS_QUEUE_PREFIX: uniqueName("queue-counts-") } });
  ({ cookie } = await signedInOperator(api));
});
afterAll(async () => {
  await api.close();
});

describe("the queue counts", () => {
  it("lists every queue with its jobs counted by state, to a signed-in operator only", async () => {
    const answer = await api.app.inject({ method: "GET", url: httpCalls.adminQueues.path, headers: { cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { queues } = answer.json<AdminQueues>();
    expect(queues.map((queue) => queue.name)).toEqual([...JOB_QUEUES]);
    expect(queues[0]).toEqual({ name: JOB_QUEUES[0], paused: false, waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 });
    expect((await api.app.inject({ method: "GET", url: httpCalls.adminQueues.path })).statusCode).toBe(401);
  });

  it("gives the job board a link back to the console's Queues page", async () => {
    const board = await api.app.inject({ method: "GET", url: `${QUEUE_BOARD_PATH}/`, headers: { cookie } });
    expect(board.statusCode).toBe(200);
    expect(board.body).toMatch(new RegExp(`<body[^>]*>\\s*<a href="${CONSOLE_QUEUES_PAGE}"[^>]*>&larr; ${BACK_TO_CONSOLE_TEXT}</a>`));
    // Once, and only in the page: the board's API answers (JSON) stay as they are.
    expect(board.body.split(BACK_TO_CONSOLE_TEXT)).toHaveLength(2);
    const queues = await api.app.inject({ method: "GET", url: `${QUEUE_BOARD_PATH}/api/queues`, headers: { cookie } });
    expect(queues.statusCode).toBe(200);
    expect(queues.body).not.toContain(BACK_TO_CONSOLE_TEXT);
  });
});
