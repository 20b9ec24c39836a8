// The whole safety check: a local website read through the SSRF-safe reader (allowed only for the test site's
// address and port), judged by the real SDK against the emulator.
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { LookupAddress } from "node:dns";
import { SAFETY_CHECK_TEXTS } from "@kidsafe/contracts";
import { startGeminiEmulator } from "@kidsafe/gemini-emulator";
import type { GeminiEmulator } from "@kidsafe/gemini-emulator";
import { policyAllowingOrigins, readSite } from "@kidsafe/safe-fetch";
import type { NetworkPolicy } from "@kidsafe/safe-fetch";
import { installOutboundGuard } from "@kidsafe/safe-fetch/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkSiteSafety, createGeminiSiteSafetyJudge, fixedKeySource } from "../src/index.ts";
import type { SiteSafetyJudge } from "../src/index.ts";

const PAGES: Record<string, { status?: number; html: string }> = {
  "/": {
    html: `<html><head><title>Star Explorers</title><meta name="description" content="Space lessons and quizzes for children aged 6 to 12">
      </head><body><h1>Explore the planets</h1><p>Short lessons, pictures and quizzes about the Solar System.</p>
      <a href="/quiz">Quiz</a></body></html>`,
  },
  "/quiz": { html: "<html><head><title>Planet quiz</title></head><body><p>Which planet is the biggest?</p></body></html>" },
  "/lucky": {
    html: `<html><head><title>Lucky Spins</title><meta name="description" content="Spin to win big"></head>
      <body><p>Place your bet on roulette tonight and win a jackpot!</p></body></html>`,
  },
  "/members-only": { status: 403, html: "<title>Forbidden</title>" },
};

let server: Server;
let port: number;
let emulator: GeminiEmulator;
let removeGuard: () => void;
let policy: NetworkPolicy;
/** The URLs the check asked the reader for. */
const asked: string[] = [];

/** Test DNS: the site's name answers 127.0.0.1, an intranet name a private address; others are unknown (no real lookups). */
const TEST_NAMES: Record<string, string> = { "star-explorers.test": "127.0.0.1", "intranet.test": "10.0.0.7" };
const resolve = (hostname: string): Promise<LookupAddress[]> =>
  Promise.resolve(TEST_NAMES[hostname] ? [{ address: TEST_NAMES[hostname], family: 4 }] : []);

beforeAll(async () => {
  removeGuard = installOutboundGuard();
  emulator = await startGeminiEmulator({ apiKey: "test-key" });
  server = createServer((request, response) => {
    const page = PAGES[new URL(request.url ?? "/", "http://site.test").pathname];
    response.writeHead(page?.status ?? (page ? 200 : 404), { "content-type": "text/html; charset=utf-8" });
    response.end(page?.html ?? "<title>Not found</title>");
  });
  port = await new Promise<number>((done) => server.listen(0, "127.0.0.1", () => done((server.address() as { port: number }).port)));
  policy = policyAllowingOrigins([`http://127.0.0.1:${port}`]);
});
afterAll(async () => {
  removeGuard();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await emulator.close();
});
afterEach(() => {
  emulator.behaviour.reset();
  asked.length = 0;
});

const judge = (timeoutMs = 2_000): SiteSafetyJudge =>
  createGeminiSiteSafetyJudge({ keySource: fixedKeySource("test-key"), baseUrl: emulator.url, timeoutMs });

function check(url: string, siteJudge = judge()) {
  return checkSiteSafety(
    { url, appName: "Star Explorers", appDescription: "Space lessons for kids" },
    {
      readSite: (address) => {
        asked.push(address);
        return readSite(address, { policy, resolve, totalTimeoutMs: 3_000 });
      },
      judge: siteJudge,
    },
  );
}

const site = (path: string) => `http://star-explorers.test:${port}${path}`;

describe("checkSiteSafety", () => {
  it("passes a kids' learning site, with a description for parents and children", async () => {
    expect(await check(site("/"))).toEqual({
      isSafe: true,
      reason: "The website looks suitable for children aged 1-18.",
      details: "Offline AI read 2 page(s) and found none of the words on its lists of content unsuitable for children.",
      aiDescription: "Offline AI: Star Explorers. Space lessons and quizzes for children aged 6 to 12.",
      failedCategories: [],
    });
  });

  it("fails a casino site for gambling", async () => {
    const verdict = await check(site("/lucky"));
    expect(verdict).toMatchObject({ isSafe: false, failedCategories: ["gambling"] });
    expect(verdict.reason).toMatch(/gambling/);
  });

  it.each([
    ["a name that does not resolve", "http://no-such-site.test/", "The website could not be found"],
    ["a website that turns the check away", "/members-only", "The website blocked our check"],
    ["a name on a private network", "http://intranet.test/", "This address is not allowed"],
  ])("fails %s with the reason", async (_name, target, reason) => {
    const verdict = await check(target.startsWith("/") ? site(target) : target);
    expect(verdict).toMatchObject({ isSafe: false, reason, aiDescription: "", failedCategories: [] });
    expect(verdict.details).toMatch(/^We tried to read /);
  });

  it("puts https:// in front of an address without a scheme", async () => {
    const verdict = await check(`star-explorers.test:${port}/`);
    expect(asked).toEqual([`https://star-explorers.test:${port}/`]);
    // The test site speaks plain http, so the https reading fails: the check still answers, unsafe.
    expect(verdict).toMatchObject({ isSafe: false, reason: "The website could not be reached" });
  });

  it("refuses a blocked host, a bare IP address or a link shortener before reading anything", async () => {
    expect(await check("https://www.pornhub.com/")).toMatchObject({
      isSafe: false,
      reason: SAFETY_CHECK_TEXTS.defaultUnsafe,
      failedCategories: ["adult_content"],
    });
    for (const address of ["http://93.184.215.14/", "http://10.0.0.1/", "https://bit.ly/star"]) {
      expect(await check(address)).toMatchObject({ isSafe: false, reason: "This address is not allowed", failedCategories: [] });
    }
    expect(asked).toEqual([]);
  });

  it("answers 'Safety check could not be completed' when the model times out or has no key", async () => {
    emulator.enqueue({ kind: "hang" });
    const expected = {
      isSafe: false,
      reason: SAFETY_CHECK_TEXTS.couldNotComplete,
      details: SAFETY_CHECK_TEXTS.validationError,
      aiDescription: "",
      failedCategories: [],
    };
    expect(await check(site("/"), judge(300))).toEqual(expected);
    const keyless = createGeminiSiteSafetyJudge({ keySource: fixedKeySource(undefined), baseUrl: emulator.url });
    expect(await check(site("/"), keyless)).toEqual(expected);
  });
});
