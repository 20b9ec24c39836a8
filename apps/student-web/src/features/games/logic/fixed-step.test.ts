import { describe, expect, it } from "vitest";
import { createFixedStepClock } from "./fixed-step.ts";

describe("fixed-step clock", () => {
  it("starts counting at the first call", () => {
    const clock = createFixedStepClock(200);
    expect(clock.advance(5000)).toBe(0);
    expect(clock.advance(5199)).toBe(0);
    expect(clock.advance(5200)).toBe(1);
  });

  it("carries the remainder over, so irregular frames add up to whole steps", () => {
    const clock = createFixedStepClock(200);
    clock.advance(0);
    const steps = [150, 300, 450, 610, 800, 1000].map((now) => clock.advance(now));
    expect(steps).toEqual([0, 1, 1, 1, 1, 1]);
  });

  it("runs 60 steps per second for a 1/60 s step", () => {
    const clock = createFixedStepClock(1000 / 60);
    clock.advance(0);
    let total = 0;
    for (let now = 16; now <= 1000; now += 16) total += clock.advance(now);
    total += clock.advance(1000);
    expect(total).toBe(60);
  });

  it("drops time beyond the catch-up limit (a tab that was hidden does not fast-forward)", () => {
    const clock = createFixedStepClock(200, 5);
    clock.advance(0);
    expect(clock.advance(60_000)).toBe(5);
    expect(clock.advance(60_199)).toBe(0);
    expect(clock.advance(60_200)).toBe(1);
  });

  it("reset forgets the time so far", () => {
    const clock = createFixedStepClock(200);
    clock.advance(0);
    clock.reset(190);
    expect(clock.advance(300)).toBe(0);
    expect(clock.advance(390)).toBe(1);
  });
});
