import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { awaitBeside, requestContext } from "../src/index.ts";

const delay = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

/** A route that awaits `required` and `extra` beside it, answering what it got and its Server-Timing part. */
async function timingOf(required: () => Promise<string>, extra: () => Promise<string> | null) {
  const app = Fastify();
  await app.register(requestContext, { serverTiming: true });
  app.get("/", async () => awaitBeside("extra", required(), extra()));
  const started = performance.now();
  const response = await app.inject({ method: "GET", url: "/" });
  const totalMs = performance.now() - started;
  await app.close();
  const timing = String(response.headers["server-timing"]);
  const part = (name: string) => new RegExp(`(?:^|, )${name};dur=([\\d.]+)`).exec(timing)?.[1];
  const extraPart = part("extra");
  return {
    body: response.json<[string, string | null]>(),
    extraMs: extraPart === undefined ? undefined : Number(extraPart),
    totalMs,
  };
}

describe("awaitBeside", () => {
  it("answers both values and times only the wait the extra work adds past the required work", async () => {
    let required = Promise.resolve("");
    const { body, extraMs, totalMs } = await timingOf(
      () => (required = delay(40, "required")),
      // Done 30 ms after the required work: that is what it adds, not the 70 ms it took from the start.
      () => required.then(() => delay(30, "extra")),
    );
    expect(body).toEqual(["required", "extra"]);
    expect(extraMs).toBeGreaterThanOrEqual(29);
    // The 40 ms before the required work was done are not counted.
    expect(extraMs).toBeLessThanOrEqual(totalMs - 39);
  });

  it("times about nothing when the extra work was done before the required work", async () => {
    const { body, extraMs } = await timingOf(
      () => delay(40, "required"),
      () => delay(5, "extra"),
    );
    expect(body).toEqual(["required", "extra"]);
    expect(extraMs).toBeLessThan(5);
  });

  it("adds no part when there is no extra work", async () => {
    const { body, extraMs } = await timingOf(
      () => delay(5, "required"),
      () => null,
    );
    expect(body).toEqual(["required", null]);
    expect(extraMs).toBeUndefined();
  });
});
