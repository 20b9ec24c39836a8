// The weekly safety re-check through the real worker: sample websites on localhost read through the SSRF-safe
// reader, judged by the Gemini emulator through the real SDK with the registration's rubric.
import { createSafetyChecksRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { SAMPLE_SITE_HTML, startSampleSites } from "@kidsafe/testing";
import type { SampleSites } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pauseReasonOf } from "../src/jobs/safety-check.ts";
import { DAY_MS, advertiserOf, isEligible, paidAdvertiser, startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const NOW = new Date("2026-11-16T03:00:00Z");
let origin: string;
let sites: SampleSites;
let gemini: GeminiEmulator;
let world: WorkerWorld;

beforeAll(async () => {
  sites = await startSampleSites();
  origin = sites.origin;
  gemini = await startGeminiEmulator({ apiKey: "test-key" });
  world = await startWorkerWorld({
    env: { GEMINI_API_KEY: "test-key", GEMINI_BASE_URL: gemini.url, SAFE_FETCH_ALLOW_ORIGINS: origin, SAFETY_SPREAD_MS: "1" },
    overrides: { clock: () => NOW },
  });
});
afterAll(async () => {
  await world?.close();
  await gemini?.close();
  await sites?.close();
});

describe("the weekly safety re-check", () => {
  it("pauses an app whose site now fails the rubric, keeps one that passes, and skips one judged yesterday", async () => {
    sites.pages.set("/still-safe", SAMPLE_SITE_HTML.safe);
    sites.pages.set("/turned-bad", SAMPLE_SITE_HTML.safe);
    const lastWeek = new Date(NOW.getTime() - 7 * DAY_MS);
    const stillSafe = await paidAdvertiser(world, lastWeek, undefined, `${origin}/still-safe`);
    const turnedBad = await paidAdvertiser(world, lastWeek, undefined, `${origin}/turned-bad`);
    const judgedYesterday = await paidAdvertiser(world, new Date(NOW.getTime() - DAY_MS / 2), undefined, `${origin}/turned-bad`);
    sites.pages.set("/turned-bad", SAMPLE_SITE_HTML.unsafe);

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
