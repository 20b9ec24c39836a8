import { describe, expect, it } from "vitest";
import { parseAllowedOrigins, policyAllowingOrigins } from "./allowed-origins.ts";
import { PUBLIC_WEB_POLICY } from "./network-policy.ts";

describe("parseAllowedOrigins", () => {
  it("reads comma-separated origins, ignoring blanks and a trailing slash", () => {
    expect(parseAllowedOrigins(" http://localhost:4000, ,http://127.0.0.1:5000/ ,https://[::1]:8443")).toEqual([
      "http://localhost:4000",
      "http://127.0.0.1:5000",
      "https://[::1]:8443",
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins("")).toEqual([]);
  });

  it.each([
    ["localhost:4000", /must start with http:\/\/ or https:\/\//],
    ["4000", /"4000" is not an origin/],
    ["ftp://127.0.0.1:21", /must start with http/],
    ["http://localhost:4000/sample", /origin only/],
    ["http://localhost:4000?x=1", /origin only/],
    ["http://user:pw@localhost:4000", /user name or password/],
    ["http://samples.internal:4000", /must name an IP address or localhost, not the host name "samples.internal"/],
  ])("refuses %j with a clear error", (value, message) => {
    expect(() => parseAllowedOrigins(`http://localhost:1,${value}`)).toThrow(message);
    expect(() => parseAllowedOrigins(value)).toThrow(/^SAFE_FETCH_ALLOW_ORIGINS: /);
  });
});

describe("policyAllowingOrigins", () => {
  it("opens exactly each origin's address and port (localhost: 127.0.0.1 and ::1)", () => {
    const policy = policyAllowingOrigins(["http://localhost:4000", "http://10.1.2.3"]);
    expect(policy.checkAddress("127.0.0.1", 4000).allowed).toBe(true);
    expect(policy.checkAddress("::1", 4000).allowed).toBe(true);
    expect(policy.checkAddress("10.1.2.3", 80).allowed).toBe(true);
    expect(policy.checkAddress("127.0.0.1", 4001).allowed).toBe(false);
    expect(policy.checkAddress("127.0.0.2", 4000).allowed).toBe(false);
    expect(policy.checkAddress("10.1.2.3", 443).allowed).toBe(false);
    expect(policy.allowedPorts).toEqual([80, 443, 4000]);
    // Public addresses keep the base policy's answer.
    expect(policy.checkAddress("93.184.215.14", 443).allowed).toBe(true);
  });

  it("is the base policy itself when no origin is given", () => {
    expect(policyAllowingOrigins([])).toBe(PUBLIC_WEB_POLICY);
  });
});
