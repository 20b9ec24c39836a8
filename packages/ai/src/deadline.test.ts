import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { deadline } from "./deadline.ts";

describe("deadline", () => {
  it("aborts its signal with a TimeoutError when the time is up", async () => {
    const { signal } = deadline(10);
    expect(signal.aborted).toBe(false);
    await sleep(50);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("never aborts once the call is done", async () => {
    const { signal, done } = deadline(10);
    done();
    await sleep(50);
    expect(signal.aborted).toBe(false);
  });
});
