// The weekly safety re-check through the real worker: sample websites on localhost read through the SSRF-safe
// reader, judged by the Gemini emulator through the real SDK with the registration's rubric.
import { createSafetyChecksRepository } from "@kidsafe/db";
import { SAMPLE_SITE_HTML } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pauseReasonOf } from "../src/jobs/safety-check.ts";
import { DAY_MS, advertiserOf, isEligible, paidAdvertiser } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";
import { startSafetyWorld } from "./safety-support.ts";
import type { SafetyWorld } from "./safety-support.ts";

const NOW = new Date("2026-11-16T03:00:00Z");
let safety: SafetyWorld;
let world: WorkerWorld;
let origin: string;

beforeAll(async () => {
  safety = await startSafetyWorld({ clock: () => NOW, env: { SAFETY_SPREAD_MS: "1" } });
  ({ world } = safety);
  origin = safety.sites.origin;
});
afterAll(() => safety?.close());

describe("the weekly safety re-check", () => {
  it("pauses an app whose site now fails the rubric, keeps one that passes, and skips one judged yesterday", async () => {
    safety.sites.pages.set("/still-safe", SAMPLE_SITE_HTML.safe);
    safety.sites.pages.set("/turned-bad", SAMPLE_SITE_HTML.safe);
    const lastWeek = new Date(NOW.getTime() - 7 * DAY_MS);
    const stillSafe = await paidAdvertiser(world, lastWeek, undefined, `${origin}/still-safe`);
    const turnedBad = await paidAdvertiser(world, lastWeek, undefined, `${origin}/turned-bad`);
    const judgedYesterday = await paidAdvertiser(world, new Date(NOW.getTime() - DAY_MS / 2), undefined, `${origin}/turned-bad`);
    safety.sites.pages.set("/turned-bad", SAMPLE_SITE_HTML.unsafe);

    expect(await world.safetySweep()).toEqual({ scheduled: 2 });

    const paused = await advertiserOf(world, turnedBad.id);
    expect(paused?.pausedAt).toEqual(NOW);
    expect(paused?.pauseReason).toBe(pauseReasonOf("The website has content unsuitable for children: gambling."));
    expect(await isEligible(world, turnedBad.id, NOW)).toBe(false);
    const [check] = await createSafetyChecksRepository(world.database.db).listForAdvertiser(turnedBad.id, 5);
    expect(check).toMatchObject({ trigger: "weekly", isSafe: false, url: `${origin}/turned-bad` });
    expect(check?.failedCategories).toContain("gambling");

    expect(await advertiserOf(world, stillSafe.id)).toMatchObject({ pausedAt: null, safetyCheckedAt: NOW });
    expect(await isEligible(world, stillSafe.id, NOW)).toBe(true);
    expect(await createSafetyChecksRepository(world.database.db).listForAdvertiser(judgedYesterday.id, 5)).toEqual([]);

    // A paused app waits for an operator: the next sweep does not judge it again.
    expect(await world.safetySweep()).toEqual({ scheduled: 0 });
  });
});
