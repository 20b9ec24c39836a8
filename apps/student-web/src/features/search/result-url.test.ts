import { describe, expect, it } from "vitest";
import { displayUrl, faviconSource } from "./result-url.ts";

describe("result URLs", () => {
  it("shows host and path without www., query or a trailing slash", () => {
    expect(displayUrl("https://www.khanacademy.org/math/arithmetic/?utm=x#top")).toBe("khanacademy.org/math/arithmetic");
    expect(displayUrl("https://kids.nationalgeographic.com/")).toBe("kids.nationalgeographic.com");
  });

  it("keeps only http(s) favicons", () => {
    expect(faviconSource("https://www.khanacademy.org/favicon.ico")).toBe("https://www.khanacademy.org/favicon.ico");
    expect(faviconSource("javascript:alert(1)")).toBeNull();
    expect(faviconSource("data:image/png;base64,AAAA")).toBeNull();
    expect(faviconSource(null)).toBeNull();
    expect(faviconSource(undefined)).toBeNull();
  });
});
