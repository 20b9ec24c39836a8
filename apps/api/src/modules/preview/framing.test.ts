import { describe, expect, it } from "vitest";
import { allowsFraming } from "./framing.ts";

const page = "https://kids.example/page";

describe("allowsFraming", () => {
  it("refuses X-Frame-Options DENY and SAMEORIGIN, in any case", () => {
    expect(allowsFraming(page, { "x-frame-options": "DENY" })).toBe(false);
    expect(allowsFraming(page, { "x-frame-options": "sameorigin" })).toBe(false);
  });

  it("refuses a frame-ancestors that does not admit every origin, in any of several policies", () => {
    expect(allowsFraming(page, { "content-security-policy": "frame-ancestors 'none'" })).toBe(false);
    expect(allowsFraming(page, { "content-security-policy": "script-src 'self'; frame-ancestors https://kids.example" })).toBe(false);
    expect(allowsFraming(page, { "content-security-policy": "frame-ancestors *, frame-ancestors 'self'" })).toBe(false);
  });

  it("allows a page with no framing rule, or one that admits every origin", () => {
    expect(allowsFraming(page, {})).toBe(true);
    expect(allowsFraming(page, { "content-security-policy": "default-src 'self'" })).toBe(true);
    expect(allowsFraming(page, { "content-security-policy": "frame-ancestors https: http:" })).toBe(true);
    expect(allowsFraming(page, { "x-frame-options": "ALLOW-FROM https://other.example" })).toBe(true);
  });

  it("never allows the seed's always-blocked sites, subdomains included", () => {
    expect(allowsFraming("https://www.youtube.com/watch?v=1", {})).toBe(false);
    expect(allowsFraming("https://x.com/nasa", {})).toBe(false);
    expect(allowsFraming("https://box.com/", {})).toBe(true);
  });
});
