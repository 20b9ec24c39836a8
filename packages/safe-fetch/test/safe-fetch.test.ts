import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_WEB_POLICY, SafeFetchError, decodeText, policyAllowing, safeFetch } from "../src/index.ts";
import type { NetworkPolicy, SafeFetchErrorCode, SafeFetchOptions } from "../src/index.ts";
import { installOutboundGuard, startCanary } from "../src/testing/index.ts";
import type { Canary } from "../src/testing/index.ts";
import { startSilentServer, startTestSite } from "./servers.ts";
import type { TestSite } from "./servers.ts";

let site: TestSite;
let canary: Canary;
/**
 * The public policy, widened ONLY for the test site's own address and port. The canary's port is allowed
 * too, so a refusal of 127.0.0.1:canary proves the address check (not the port check) stopped it.
 */
let policy: NetworkPolicy;
let removeGuard: () => void;

beforeAll(async () => {
  removeGuard = installOutboundGuard();
  site = await startTestSite();
  canary = await startCanary();
  policy = policyAllowing([{ address: "127.0.0.1", port: site.port }], {
    ...PUBLIC_WEB_POLICY,
    allowedPorts: [...PUBLIC_WEB_POLICY.allowedPorts, canary.port],
  });
});
afterAll(async () => {
  removeGuard();
  await site.close();
  await canary.close();
});

function fetchFromSite(path: string, options: SafeFetchOptions = {}) {
  return safeFetch(`${site.origin}${path}`, { policy, ...options });
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SafeFetchError)) throw new Error(`expected a SafeFetchError, got ${String(error)}`);
  return error;
}

async function expectRefused(promise: Promise<unknown>, code: SafeFetchErrorCode, hop?: number) {
  const before = canary.connections();
  const error = await failure(promise);
  expect(error.code).toBe(code);
  if (hop !== undefined) expect(error.details.hop).toBe(hop);
  expect(canary.connections()).toBe(before);
  return error;
}

const redirectTo = (target: string) => `/redirect?to=${encodeURIComponent(target)}`;

describe("safeFetch against the allowed test site", () => {
  it("fetches an HTML page with its type and final URL", async () => {
    const result = await fetchFromSite("/page");
    expect(result.status).toBe(200);
    expect(result.mimeType).toBe("text/html");
    expect(result.url).toBe(`${site.origin}/page`);
    expect(decodeText(result.body, result.contentType)).toContain("<title>Planets for kids</title>");
  });

  it("decodes a gzip-compressed page", async () => {
    const result = await fetchFromSite("/gzip");
    expect(result.body.toString()).toContain("<title>Zipped</title>");
  });

  it("follows up to 3 redirects and reports them", async () => {
    const result = await fetchFromSite("/chain?left=2");
    expect(result.url).toBe(`${site.origin}/page`);
    expect(result.redirects).toHaveLength(3);
  });

  it("refuses a 4th redirect", async () => {
    await expectRefused(fetchFromSite("/chain?left=3"), "too-many-redirects", 3);
  });

  it("stops at a redirect the caller does not follow, before asking its target", async () => {
    const start = site.requests.length;
    const asked: string[] = [];
    const error = await failure(
      fetchFromSite(redirectTo("/page"), {
        followRedirect: (target) => {
          asked.push(target.pathname);
          return false;
        },
      }),
    );
    expect(error).toMatchObject({ code: "http-status", details: { hop: 0, status: 302 } });
    expect(asked).toEqual(["/page"]);
    expect(site.requests.slice(start).map((hop) => hop.url)).toEqual([redirectTo("/page")]);
  });

  it("sends no cookie, even one the site set on the previous hop", async () => {
    const start = site.requests.length;
    await fetchFromSite(redirectTo("/page"));
    const hops = site.requests.slice(start);
    expect(hops.map((hop) => hop.url)).toEqual([redirectTo("/page"), "/page"]);
    for (const hop of hops) expect(hop.headers.cookie).toBeUndefined();
    expect(hops[0]?.headers["user-agent"]).toMatch(/KidSafeAI/);
  });

  it("answers http-status for a 404 and unsupported-content-type for JSON", async () => {
    expect((await failure(fetchFromSite("/missing"))).details.status).toBe(404);
    await expectRefused(fetchFromSite("/json"), "unsupported-content-type");
  });
});

describe("forbidden targets are refused before any connection", () => {
  it("runs with the test guard on: a socket to a non-local address throws before connecting", async () => {
    const { connect } = await import("node:net");
    expect(() => connect({ host: "192.0.2.1", port: 80 })).toThrow(/test guard/);
  });

  it("refuses the canary on 127.0.0.1 although its port is allowed", async () => {
    await expectRefused(safeFetch(`http://127.0.0.1:${canary.port}/`, { policy }), "forbidden-address", 0);
  });

  it.each([
    ["127.0.0.1 on another port", () => `http://127.0.0.1:${canary.port}/`],
    ["[::ffff:127.0.0.1]", () => `http://[::ffff:127.0.0.1]:${canary.port}/`],
    ["[::1]", () => `http://[::1]:${canary.port}/`],
    ["2130706433", () => `http://2130706433:${canary.port}/`],
    ["0x7f000001", () => `http://0x7f000001:${canary.port}/`],
    ["0177.0.0.1", () => `http://0177.0.0.1:${canary.port}/`],
    ["127.1", () => `http://127.1:${canary.port}/`],
    ["localhost (refused after DNS)", () => `http://localhost:${canary.port}/`],
    ["169.254.169.254", () => "http://169.254.169.254/latest/meta-data/"],
    ["[fd00:ec2::254]", () => "http://[fd00:ec2::254]/latest/meta-data/"],
  ])("refuses a redirect to %s, at the redirect's hop", async (_name, target) => {
    const start = site.requests.length;
    await expectRefused(fetchFromSite(redirectTo(target())), "forbidden-address", 1);
    // Only the first hop reached the site; nothing was sent to the forbidden target.
    expect(site.requests.length - start).toBe(1);
  });

  it("refuses those targets when asked for directly, too", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
      "http://169.254.169.254/",
      "http://10.0.0.1/",
      "http://192.168.1.1/",
      "http://100.64.0.1/",
      "http://0.0.0.0/",
      "http://[::]/",
    ]) {
      await expectRefused(safeFetch(url), "forbidden-address", 0);
    }
  });

  it("refuses file:, ftp: and data: URLs, on the first hop and after a redirect", async () => {
    await expectRefused(safeFetch("file:///etc/passwd"), "forbidden-scheme", 0);
    await expectRefused(safeFetch("ftp://example.com/"), "forbidden-scheme", 0);
    await expectRefused(fetchFromSite(redirectTo("file:///etc/passwd")), "forbidden-scheme", 1);
    await expectRefused(fetchFromSite(redirectTo("data:text/html,<title>x</title>")), "forbidden-scheme", 1);
  });

  it("refuses ports other than 80 and 443 in the production policy", async () => {
    await expectRefused(safeFetch(`http://example.com:${canary.port}/`), "forbidden-port", 0);
    await expectRefused(safeFetch("https://example.com:8443/"), "forbidden-port", 0);
  });

  it("refuses URLs that carry a user name or password", async () => {
    await expectRefused(safeFetch("http://user:secret@example.com/"), "invalid-url", 0);
  });
});

describe("DNS answers are judged and pinned", () => {
  const resolverFor =
    (answers: Record<string, string[]>, calls: string[]) =>
    (hostname: string): Promise<LookupAddress[]> => {
      calls.push(hostname);
      const addresses = answers[hostname] ?? [];
      return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
    };

  it("connects to the address it judged, resolving once per hop", async () => {
    const calls: string[] = [];
    const start = site.requests.length;
    const result = await safeFetch(`http://site.test:${site.port}/page`, {
      policy,
      resolve: resolverFor({ "site.test": ["127.0.0.1"] }, calls),
    });
    expect(result.status).toBe(200);
    expect(calls).toEqual(["site.test"]);
    expect(site.requests[start]?.headers.host).toBe(`site.test:${site.port}`);
  });

  it("refuses a name whose answers include any forbidden address", async () => {
    const start = site.requests.length;
    await expectRefused(
      safeFetch(`http://mixed.test:${site.port}/page`, {
        policy,
        resolve: resolverFor({ "mixed.test": ["127.0.0.1", "10.0.0.7"] }, []),
      }),
      "forbidden-address",
      0,
    );
    expect(site.requests.length).toBe(start);
  });

  it("re-judges the name on a redirect: a rebinding answer on the second hop is refused", async () => {
    let answer = "127.0.0.1";
    const resolve = (): Promise<LookupAddress[]> => {
      const now = answer;
      answer = "127.0.0.2"; // the attacker's DNS flips after the first answer (to an address not allowed here)
      return Promise.resolve([{ address: now, family: 4 }]);
    };
    await expectRefused(
      safeFetch(`http://rebind.test:${site.port}${redirectTo(`http://rebind.test:${site.port}/page`)}`, { policy, resolve }),
      "forbidden-address",
      1,
    );
  });

  it("answers dns-failure for a name that does not resolve", async () => {
    const error = await failure(safeFetch("http://nowhere.test/", { resolve: () => Promise.resolve([]) }));
    expect(error.code).toBe("dns-failure");
  });
});

describe("time and size caps", () => {
  it("stops a page that never ends at the total time cap", async () => {
    const started = Date.now();
    await expectRefused(fetchFromSite("/never-ending", { totalTimeoutMs: 800 }), "timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("stops a server that never answers at the total time cap", async () => {
    const started = Date.now();
    await expectRefused(fetchFromSite("/no-answer", { totalTimeoutMs: 500 }), "timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("stops a connection that never completes its handshake at the connect cap", async () => {
    const silent = await startSilentServer();
    try {
      const silentPolicy = policyAllowing([{ address: "127.0.0.1", port: silent.port }]);
      const started = Date.now();
      const error = await failure(
        safeFetch(`https://127.0.0.1:${silent.port}/`, { policy: silentPolicy, connectTimeoutMs: 300, totalTimeoutMs: 5_000 }),
      );
      expect(error.code).toBe("connect-timeout");
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await silent.close();
    }
  });

  it.each([
    ["with a Content-Length", "/huge"],
    ["chunked, without a length", "/huge-chunked"],
  ])("stops a 50 MB page at the body cap (%s) without downloading it", async (_name, path) => {
    const cap = 1024 * 1024;
    const sentBefore = site.hugeBytesSent.length;
    await expectRefused(fetchFromSite(path, { maxBodyBytes: cap }), "body-too-large");
    await expect.poll(() => site.hugeBytesSent.length).toBe(sentBefore + 1);
    // The server got to write far less than the 50 MB before the fetch hung up.
    expect(site.hugeBytesSent.at(-1)).toBeLessThan(20 * 1024 * 1024);
  });

  it("counts the body cap on decoded bytes, so a gzip bomb stops too", async () => {
    await expectRefused(fetchFromSite("/gzip-bomb", { maxBodyBytes: 1024 * 1024 }), "body-too-large");
  });
});

describe("decodeText", () => {
  it("uses the header's charset, else a meta charset, else UTF-8", () => {
    const latin1 = Buffer.from("<title>Caf\xe9</title>", "latin1");
    expect(decodeText(latin1, "text/html; charset=ISO-8859-1")).toBe("<title>Café</title>");
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeText(withMeta, "text/html")).toContain("Café");
    expect(decodeText(Buffer.from("<title>Café</title>"), "text/html; charset=no-such-charset")).toBe("<title>Café</title>");
  });
});
