import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteReadError, policyAllowingOrigins, readSite } from "../src/index.ts";
import type { NetworkPolicy, ReadSiteOptions } from "../src/index.ts";
import { installOutboundGuard, startCanary } from "../src/testing/index.ts";
import type { Canary } from "../src/testing/index.ts";
import { startElsewhereSite, startSampleSite } from "./sample-site.ts";
import type { SampleSite } from "./sample-site.ts";

let site: SampleSite;
let elsewhere: SampleSite;
let canary: Canary;
let removeGuard: () => void;
let origin: string;
/** Only the two sites' ports on 127.0.0.1, opened the way SAFE_FETCH_ALLOW_ORIGINS opens them. */
let policy: NetworkPolicy;

/** Test DNS: the two sites' names answer 127.0.0.1; every other name is unknown (no real lookups). */
const TEST_NAMES: Record<string, string> = { "kids-site.test": "127.0.0.1", "www.kids-site.test": "127.0.0.1", "elsewhere.test": "127.0.0.1" };
const resolve = (hostname: string): Promise<LookupAddress[]> =>
  Promise.resolve(TEST_NAMES[hostname] ? [{ address: TEST_NAMES[hostname], family: 4 }] : []);

beforeAll(async () => {
  removeGuard = installOutboundGuard();
  elsewhere = await startElsewhereSite();
  site = await startSampleSite(`http://elsewhere.test:${elsewhere.port}`);
  canary = await startCanary();
  origin = `http://kids-site.test:${site.port}`;
  policy = policyAllowingOrigins([`http://127.0.0.1:${site.port}`, `http://127.0.0.1:${elsewhere.port}`]);
});
afterAll(async () => {
  removeGuard();
  await site.close();
  await elsewhere.close();
  await canary.close();
});

const read = (path: string, options: ReadSiteOptions = {}) => readSite(`${origin}${path}`, { policy, resolve, ...options });

async function readFailure(promise: Promise<unknown>): Promise<SiteReadError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SiteReadError)) throw new Error(`expected a SiteReadError, got ${String(error)}`);
  return error;
}

describe("readSite", () => {
  it("reads the page's title, description and visible text, then up to 3 same-site pages it links to", async () => {
    const reading = await read("/");
    expect(reading.pages[0]).toEqual({
      url: `${origin}/`,
      title: "Happy Numbers",
      description: "Counting games for children aged 4 to 8.",
      text: expect.stringContaining("Learn to count Friendly maths games for young learners.") as string,
    });
    // /about once (its #fragment dropped), no mailto:, javascript: or PDF, no other website; /parents is the 4th.
    expect(reading.pages.map((page) => page.url)).toEqual([`${origin}/`, `${origin}/about`, `${origin}/games`]);
    expect(reading.pages[1]).toMatchObject({ title: "About us", text: "We are teachers who make maths games." });
    expect(site.requests).not.toContain("/parents");
    expect(site.requests).not.toContain("/manual.pdf");
  });

  it("does not follow an extra page's redirect to another website, and reports it", async () => {
    const before = elsewhere.requests.length;
    const reading = await read("/");
    expect(reading.unreachable).toEqual([
      { url: `${origin}/go-elsewhere`, reason: "The page redirected to another website, which was not read" },
    ]);
    expect(elsewhere.requests.length).toBe(before);
  });

  it("reads as many extra pages as asked", async () => {
    expect((await read("/", { extraPages: 0 })).pages).toHaveLength(1);
    const reading = await read("/", { extraPages: 5 });
    expect(reading.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/about", "/games", "/parents"]);
  });

  it("follows a redirect of the first page and reads the site it lands on", async () => {
    const reading = await read("/redirect-home", { extraPages: 1 });
    expect(reading.pages.map((page) => page.url)).toEqual([`${origin}/`, `${origin}/about`]);
  });

  it("leaves a page larger than the byte cap unread, and reads the others", async () => {
    const reading = await read("/with-huge-link", { maxBytesPerPage: 64 * 1024 });
    expect(reading.pages.map((page) => new URL(page.url).pathname)).toEqual(["/with-huge-link", "/about"]);
    expect(reading.unreachable).toEqual([{ url: `${origin}/huge`, reason: "The page is too large to check" }]);
  });

  it("keeps at most maxTextLength characters of text over all pages, the first page's first", async () => {
    const reading = await read("/wordy", { maxTextLength: 4_000 });
    const lengths = reading.pages.map((page) => page.text.length);
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBeLessThanOrEqual(4_000);
    expect(reading.pages[0]?.text).toMatch(/^home home/);
    expect(lengths[0]).toBeGreaterThan(3_000);
    // The third page still tells its title, though no text was left for it.
    expect(reading.pages[2]).toMatchObject({ title: "Wordy 2", text: "" });
  });

  it("stops at the total time cap, reporting a page that never answered", async () => {
    const started = performance.now();
    const reading = await read("/with-slow-link", { totalTimeoutMs: 800 });
    expect(performance.now() - started).toBeLessThan(2_500);
    expect(reading.pages.map((page) => new URL(page.url).pathname)).toEqual(["/with-slow-link", "/about"]);
    expect(reading.unreachable).toEqual([{ url: `${origin}/no-answer`, reason: "The website took too long to answer" }]);
  });
});

describe("readSite when the first page cannot be read", () => {
  it.each([
    ["/forbidden", "The website blocked our check", "http-status"],
    ["/missing", "The website answered with an error (404)", "http-status"],
    ["/huge", "The page is too large to check", "body-too-large"],
  ])("throws for %s with the reason %j", async (path, reason, code) => {
    const error = await readFailure(read(path, { maxBytesPerPage: 64 * 1024 }));
    expect(error).toMatchObject({ reason, code, url: `${origin}${path}` });
  });

  it("throws 'The website took too long to answer' at the total time cap", async () => {
    expect((await readFailure(read("/no-answer", { totalTimeoutMs: 300 }))).reason).toBe("The website took too long to answer");
  });

  it("throws 'The website could not be found' for a name that does not resolve", async () => {
    expect((await readFailure(readSite("http://nowhere.test/", { resolve }))).reason).toBe("The website could not be found");
  });

  it("refuses a private address without the allowance, before connecting", async () => {
    const before = canary.connections();
    for (const url of [`http://127.0.0.1:${canary.port}/`, "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/"]) {
      const allowCanaryPort: NetworkPolicy = { ...policy, allowedPorts: [...policy.allowedPorts, canary.port] };
      const error = await readFailure(readSite(url, { policy: allowCanaryPort, resolve }));
      expect(error).toMatchObject({ reason: "This address is not allowed", code: "forbidden-address" });
    }
    expect(canary.connections()).toBe(before);
  });

  it("refuses the local site itself under the production policy (no allowance given)", async () => {
    const error = await readFailure(readSite(`http://127.0.0.1:${site.port}/`));
    expect(error.reason).toBe("This address is not allowed");
  });

  it("refuses a redirect to a private address with its own reason", async () => {
    const before = canary.connections();
    const allowCanaryPort: NetworkPolicy = { ...policy, allowedPorts: [...policy.allowedPorts, canary.port] };
    const target = encodeURIComponent(`http://127.0.0.2:${canary.port}/`);
    const error = await readFailure(readSite(`${origin}/redirect?to=${target}`, { policy: allowCanaryPort, resolve }));
    expect(error.reason).toBe("The website redirected to an address that is not allowed");
    expect(canary.connections()).toBe(before);
  });
});
