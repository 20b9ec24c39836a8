import { setImmediate as nextTurn } from "node:timers/promises";
import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { awaitBeside, requestContext } from "../src/index.ts";

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Lets the route run until it waits again (the clock is fake, so no time passes meanwhile). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await nextTurn();
}

/**
 * A route that awaits `required` and `extra` beside it; `script` settles them while moving the fake clock. Answers
 * what the route got and its Server-Timing part for the extra work.
 */
async function timingOf(
  required: Deferred<string>,
  extra: Deferred<string> | null,
  script: () => Promise<void> | void,
): Promise<{ body: [string, string | null]; extraMs: number | undefined }> {
  const app = Fastify();
  await app.register(requestContext, { serverTiming: true });
  app.get("/", async () => awaitBeside("extra", required.promise, extra?.promise ?? null));
  const answer = app.inject({ method: "GET", url: "/" });
  await settle();
  await script();
  const response = await answer;
  await app.close();
  const timing = String(response.headers["server-timing"]);
  const part = new RegExp(`(?:^|, )extra;dur=([\\d.]+)`).exec(timing)?.[1];
  return { body: response.json<[string, string | null]>(), extraMs: part === undefined ? undefined : Number(part) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("awaitBeside", () => {
  it("answers both values and times only the wait the extra work adds past the required work", async () => {
    const [required, extra] = [deferred<string>(), deferred<string>()];
    const { body, extraMs } = await timingOf(required, extra, async () => {
      vi.advanceTimersByTime(40);
      required.resolve("required");
      await settle();
      // Done 30 ms after the required work: that is what it adds, not the 70 ms since the start.
      vi.advanceTimersByTime(30);
      extra.resolve("extra");
    });
    expect(body).toEqual(["required", "extra"]);
    expect(extraMs).toBeCloseTo(30, 1);
  });

  it("times nothing when the extra work was done before the required work", async () => {
    const [required, extra] = [deferred<string>(), deferred<string>()];
    const { body, extraMs } = await timingOf(required, extra, () => {
      vi.advanceTimersByTime(5);
      extra.resolve("extra");
      vi.advanceTimersByTime(35);
      required.resolve("required");
    });
    expect(body).toEqual(["required", "extra"]);
    expect(extraMs).toBeCloseTo(0, 1);
  });

  it("adds no part when there is no extra work", async () => {
    const required = deferred<string>();
    const { body, extraMs } = await timingOf(required, null, () => {
      vi.advanceTimersByTime(5);
      required.resolve("required");
    });
    expect(body).toEqual(["required", null]);
    expect(extraMs).toBeUndefined();
  });
});
