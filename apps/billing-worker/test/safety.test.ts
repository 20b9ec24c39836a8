// The weekly safety re-check through the real worker: sample websites on localhost read through the SSRF-safe
// reader, judged by the Gemini emulator through the real SDK with the registration's rubric.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createSafetyChecksRepository } from "@kidsafe/db";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pauseReasonOf } from "../src/jobs/safety-check.ts";
import { DAY_MS, advertiserOf, isEligible, paidAdvertiser, startWorkerWorld } from "./harness.ts";
import type { WorkerWorld } from "./harness.ts";

const SAFE_PAGE = `<!doctype html><html><head><title>Fraction Forest</title>
  <meta name="description" content="Practise fractions with friendly forest games for ages 6 to 11."></head>
  <body><h1>Fraction Forest</h1><p>Learn halves, quarters and thirds by sharing fruit with forest animals.</p></body></html>`;
const CASINO_PAGE = `<html><head><title>Lucky Spins Casino</title><meta name="description" content="Online casino: bet and win real money."></head>
  <body><p>Place your bet on the roulette wheel. Gambling for big jackpots!</p></body></html>`;

const NOW = new Date("2026-11-16T03:00:00Z");
/** What each sample site serves now: a test turns a safe site into a casino. */
const pages = new Map<string, string>();
let origin: string;
let sites: ReturnType<typeof createServer>;
let gemini: GeminiEmulator;
let world: WorkerWorld;

beforeAll(async () => {
  sites = createServer((request, response) => {
    const page = pages.get(new URL(request.url ?? "/", "http://localhost").pathname);
    response.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(page ?? "<title>Not found</title>");
  });
  await new Promise<void>((resolve) => sites.listen(0, "127.0.0.1", resolve));
  origin = `http://localhost:${(sites.address() as AddressInfo).port}`;
  gemini = await startGeminiEmulator({ apiKey: "test-key" });
  world = await startWorkerWorld({
    env: { GEMINI_API_KEY: "test-key", GEMINI_BASE_URL: gemini.url, SAFE_FETCH_ALLOW_ORIGINS: origin, SAFETY_SPREAD_MS: "1" },
    overrides: { clock: () => NOW },
  });
});
afterAll(async () => {
  await world?.close();
  await gemini?.close();
  await new Promise((resolve) => sites?.close(resolve));
});

describe("the weekly safety re-check", () => {
  it("pauses an app whose site now fails the rubric, keeps one that passes, and skips one judged yesterday", async () => {
    pages.set("/still-safe", SAFE_PAGE);
    pages.set("/turned-bad", SAFE_PAGE);
    const lastWeek = new Date(NOW.getTime() - 7 * DAY_MS);
    const stillSafe = await paidAdvertiser(world, lastWeek, undefined, `${origin}/still-safe`);
    const turnedBad = await paidAdvertiser(world, lastWeek, undefined, `${origin}/turned-bad`);
    const judgedYesterday = await paidAdvertiser(world, new Date(NOW.getTime() - DAY_MS / 2), undefined, `${origin}/turned-bad`);
    pages.set("/turned-bad", CASINO_PAGE);

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
