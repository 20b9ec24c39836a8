import type { LookupAddress } from "node:dns";
import { PUBLIC_WEB_POLICY, policyAllowing } from "@kidsafe/safe-fetch";
import { installOutboundGuard, startCanary } from "@kidsafe/safe-fetch/testing";
import type { Canary } from "@kidsafe/safe-fetch/testing";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_CACHE_TTL_SECONDS, UNSUITABLE_WEBSITE_MESSAGE, previewCacheKey } from "../src/modules/preview/service.ts";
import { PREVIEW_RATE_LIMITS, PREVIEW_RATE_LIMIT_MESSAGE } from "../src/modules/preview/rate-limits.ts";
import { sessionCookie, startTestApi } from "./harness.ts";
import type { TestApi } from "./harness.ts";
import { signedInOperator } from "./operator-support.ts";
import { startPreviewSite } from "./preview-site.ts";
import type { PreviewSite } from "./preview-site.ts";

let api: TestApi;
let site: PreviewSite;
let canary: Canary;
let cookie: string;
let removeGuard: () => void;
let origin: string;

/** Test DNS: the test site's name and localhost answer 127.0.0.1; every other name is unknown (no real lookups). */
const TEST_NAMES: Record<string, string> = { "kids-site.test": "127.0.0.1", localhost: "127.0.0.1" };
const resolve = (hostname: string): Promise<LookupAddress[]> =>
  Promise.resolve(TEST_NAMES[hostname] ? [{ address: TEST_NAMES[hostname], family: 4 }] : []);

beforeAll(async () => {
  removeGuard = installOutboundGuard();
  site = await startPreviewSite();
  canary = await startCanary();
  origin = `http://kids-site.test:${site.port}`;
  // The production policy, widened ONLY for the test site's address and port (and the canary's port, so a
  // refusal of 127.0.0.1:canary comes from the address check).
  const policy = policyAllowing([{ address: "127.0.0.1", port: site.port }], {
    ...PUBLIC_WEB_POLICY,
    allowedPorts: [...PUBLIC_WEB_POLICY.allowedPorts, canary.port],
  });
  api = await startTestApi({
    fetch: { policy, resolve, totalTimeoutMs: 1_500, maxBodyBytes: 1024 * 1024 },
    limits: {
      [PREVIEW_RATE_LIMITS.perStudent.name]: { limit: 1000, windowMs: 60_000 },
      [PREVIEW_RATE_LIMITS.perIp.name]: { limit: 1000, windowMs: 60_000 },
    },
  });
  cookie = await signUp();
});
afterAll(async () => {
  removeGuard();
  await api.close();
  await site.close();
  await canary.close();
});

let users = 0;
async function signUp(target: TestApi = api): Promise<string> {
  const response = await target.app.inject({
    method: "POST",
    url: "/api/register",
    payload: { username: `preview${Date.now().toString(36)}${users++}`, password: "pw", birthYear: TEEN_BIRTH_YEAR },
  });
  return sessionCookie(response);
}

function preview(url: string | undefined, options: { cookie?: string | null; target?: TestApi } = {}) {
  const query = url === undefined ? "" : `?url=${encodeURIComponent(url)}`;
  const sessionCookieHeader = options.cookie === undefined ? cookie : options.cookie;
  return (options.target ?? api).app.inject({
    method: "GET",
    url: `/api/preview${query}`,
    headers: sessionCookieHeader ? { cookie: sessionCookieHeader } : {},
  });
}

const redirectTo = (target: string) => `${origin}/redirect?to=${encodeURIComponent(target)}`;

describe("GET /api/preview", () => {
  it("answers the page's Open Graph title, description and URL (its http image on a local address is dropped)", async () => {
    const response = await preview(`${origin}/planets`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: "The Eight Planets",
      description: "Meet Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus & Neptune.",
      // The child's browser would load it from inside the child's network: only https on a public name is kept.
      image: null,
      url: `${origin}/planets`,
      embeddable: true,
    });
  });

  it("answers whether the page forbids being framed (X-Frame-Options, CSP frame-ancestors)", async () => {
    const embeddable = async (path: string) => (await preview(`${origin}${path}`)).json<{ embeddable: boolean }>().embeddable;
    expect(await embeddable("/framing?xfo=DENY")).toBe(false);
    expect(await embeddable("/framing?xfo=SAMEORIGIN")).toBe(false);
    expect(await embeddable(`/framing?csp=${encodeURIComponent("default-src 'self'; frame-ancestors 'self'")}`)).toBe(false);
    expect(await embeddable(`/framing?csp=${encodeURIComponent("frame-ancestors *")}`)).toBe(true);
    expect(await embeddable(`/framing?csp=${encodeURIComponent("default-src 'self'")}`)).toBe(true);
  });

  it("falls back to <title> and answers a null image and empty description when the page has none", async () => {
    expect((await preview(`${origin}/plain`)).json()).toEqual({
      title: "Just a title",
      description: "",
      image: null,
      url: `${origin}/plain`,
      embeddable: true,
    });
  });

  it("follows a redirect and answers the final page's URL", async () => {
    const response = await preview(redirectTo("/planets?from=redirect"));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toBe(`${origin}/planets?from=redirect`);
  });

  it("serves an operator (the console's preview test page) through the same fetcher", async () => {
    const operator = await signedInOperator(api);
    const response = await preview(`${origin}/planets?operator`, { cookie: operator.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ title: string }>().title).toBe("The Eight Planets");
    expect(site.requests).toContain("/planets?operator");
  });

  it("needs a signed-in student or operator", async () => {
    const response = await preview(`${origin}/planets?anonymous`, { cookie: null });
    expect(response.statusCode).toBe(401);
    expect(site.requests).not.toContain("/planets?anonymous");
  });

  it("caches a successful preview in Redis for 15 minutes", async () => {
    const url = `${origin}/planets?cached`;
    expect((await preview(url)).statusCode).toBe(200);
    expect((await preview(url)).statusCode).toBe(200);
    expect(site.requests.filter((path) => path === "/planets?cached")).toHaveLength(1);
    const ttl = await api.redis.ttl(previewCacheKey(url));
    expect(ttl).toBeGreaterThan(PREVIEW_CACHE_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(PREVIEW_CACHE_TTL_SECONDS);
  });

  it("shares one fetch among simultaneous requests for the same page", async () => {
    const url = `${origin}/slow-planets?together`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => preview(url)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(site.requests.filter((path) => path === "/slow-planets?together")).toHaveLength(1);
  });

  it("refuses a page that is not suitable for children (403) and a blocked site without fetching it", async () => {
    const casino = await preview(`${origin}/casino`);
    expect(casino.statusCode).toBe(403);
    expect(casino.json()).toMatchObject({ message: UNSUITABLE_WEBSITE_MESSAGE });
    const blocked = await preview("https://www.pornhub.com/");
    expect(blocked.statusCode).toBe(403);
  });

  it("limits previews per student with a 429 and Retry-After", async () => {
    const limited = await startTestApi({
      fetch: { policy: policyAllowing([{ address: "127.0.0.1", port: site.port }]), resolve },
      limits: {
        [PREVIEW_RATE_LIMITS.perStudent.name]: { limit: 2, windowMs: 60_000 },
        [PREVIEW_RATE_LIMITS.perIp.name]: { limit: 100, windowMs: 60_000 },
      },
    });
    try {
      const student = await signUp(limited);
      for (let i = 0; i < 2; i++) expect((await preview(`${origin}/plain`, { cookie: student, target: limited })).statusCode).toBe(200);
      const third = await preview(`${origin}/plain`, { cookie: student, target: limited });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: PREVIEW_RATE_LIMIT_MESSAGE });
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
      // Another student is not held up by the first one's limit; an operator has the same limit of their own.
      expect((await preview(`${origin}/plain`, { cookie: await signUp(limited), target: limited })).statusCode).toBe(200);
      const operator = (await signedInOperator(limited)).cookie;
      for (let i = 0; i < 2; i++) expect((await preview(`${origin}/plain`, { cookie: operator, target: limited })).statusCode).toBe(200);
      expect((await preview(`${origin}/plain`, { cookie: operator, target: limited })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /api/preview: bad input gets a clean 4xx, and nothing reaches a forbidden address", () => {
  it.each([
    ["no url at all", () => undefined],
    ["a blank url", () => ""],
    ["file:///etc/passwd", () => "file:///etc/passwd"],
    ["javascript:", () => "javascript:alert(1)"],
    ["http://127.0.0.1", () => `http://127.0.0.1:${canary.port}/`],
    ["http://[::ffff:127.0.0.1]", () => `http://[::ffff:127.0.0.1]:${canary.port}/`],
    ["http://2130706433", () => `http://2130706433:${canary.port}/`],
    ["http://0x7f000001", () => `http://0x7f000001:${canary.port}/`],
    ["http://169.254.169.254", () => "http://169.254.169.254/latest/meta-data/"],
    ["http://localhost (refused after DNS)", () => `http://localhost:${canary.port}/`],
    ["a port other than 80 and 443", () => `http://kids-site.test:8080/`],
    ["a user name in the URL", () => `http://user:secret@kids-site.test:${site.port}/planets`],
  ])("answers 400 for %s", async (_name, url) => {
    const before = canary.connections();
    const response = await preview(url());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(10);
    expect(canary.connections()).toBe(before);
  });

  it.each([
    ["http://127.0.0.1:<canary>", () => `http://127.0.0.1:${canary.port}/`],
    ["http://[::ffff:127.0.0.1]:<canary>", () => `http://[::ffff:127.0.0.1]:${canary.port}/`],
    ["http://2130706433:<canary>", () => `http://2130706433:${canary.port}/`],
    ["http://169.254.169.254", () => "http://169.254.169.254/latest/meta-data/"],
    ["http://localhost:<canary>", () => `http://localhost:${canary.port}/`],
    ["file:///etc/passwd", () => "file:///etc/passwd"],
  ])("answers 502 for a redirect to %s, without connecting to it", async (_name, target) => {
    const before = canary.connections();
    const response = await preview(redirectTo(target()));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ statusCode: 502, message: "The website sent us on to an address that can't be previewed." });
    expect(canary.connections()).toBe(before);
  });

  it("answers 502 quickly for a page that never ends", async () => {
    const started = Date.now();
    const response = await preview(`${origin}/never-ending`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: "The website took too long to answer." });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("answers 502 for a 50 MB page without downloading it", async () => {
    const response = await preview(`${origin}/huge`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: "The page is too large to preview." });
    await expect.poll(() => site.hugeBytesSent.length).toBe(1);
    expect(site.hugeBytesSent[0]).toBeLessThan(20 * 1024 * 1024);
  });

  it.each([
    ["an error status", "/missing", "The website answered with an error (404)."],
    ["a JSON answer", "/data.json", "That link is not a web page, so it has no preview."],
    ["4 redirects in a row", "/chain?left=3", "The website redirected too many times to be previewed."],
  ])("answers 502 for %s", async (_name, path, message) => {
    const response = await preview(`${origin}${path}`);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message });
  });

  it("answers 502 for a name that does not resolve", async () => {
    const response = await preview("https://no-such-site.test/");
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: "We couldn't find that website." });
  });
});
