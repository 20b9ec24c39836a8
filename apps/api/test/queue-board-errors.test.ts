// The queue board's failures answer through the app's one error handler: a readable 4xx, a 5xx that leaks nothing,
// in any environment (the board's own handler adds the stack, with server paths, in development).
import { SAFETY_QUEUE } from "@kidsafe/contracts";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { QUEUE_BOARD_PATH } from "../src/modules/operators/queue-board.ts";
import { uniqueName } from "./ads-support.ts";
import { startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { signedInOperator } from "./operator-support.ts";

let api: TestApi;
let cookie: string;
const environment = process.env.NODE_ENV;

beforeAll(async () => {
  api = await startTestApi({ env: { JOBS_QUEUE_PREFIX: uniqueName("queue-board-errors-") } });
  cookie = (await signedInOperator(api)).cookie;
});
afterEach(() => {
  process.env.NODE_ENV = environment;
});
afterAll(() => api.close());

function expectNothingInternal(body: string): void {
  expect(body).not.toMatch(/\bat .+\(|node_modules|\/work\/|\.js:\d+|\.ts:\d+|stack|details/i);
}

describe("the queue board's errors", () => {
  it("answers a job the queue refuses (an integer custom id) with the app's 500 body, without stack or path", async () => {
    // The board's handler reads NODE_ENV for every error: development is where it would add the stack.
    process.env.NODE_ENV = "development";
    const response = await api.app.inject({
      method: "POST",
      url: `${QUEUE_BOARD_PATH}/api/queues/${SAFETY_QUEUE}/add`,
      headers: { cookie },
      payload: { name: "board-error", data: {}, options: { jobId: "12345" } },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "Something went wrong on our side. Please try again in a moment.",
    });
    expectNothingInternal(response.body);
  });

  it("answers an unknown queue and an unknown job with a 404 that names no path", async () => {
    process.env.NODE_ENV = "development";
    for (const url of [
      `${QUEUE_BOARD_PATH}/api/queues/no-such-queue/1/retry`,
      `${QUEUE_BOARD_PATH}/api/queues/${SAFETY_QUEUE}/no-such-job/retry`,
    ]) {
      const response = await api.app.inject({ method: "PUT", url, headers: { cookie } });
      expect(response.statusCode, response.body).toBe(404);
      expectNothingInternal(response.body);
    }
  });
});
