import { describe, expect, it } from "vitest";
import { httpErrorMessage } from "./errors.ts";
import { buildPath } from "./http.ts";

describe("buildPath", () => {
  it("fills and encodes path parameters", () => {
    expect(buildPath("/api/advertiser/:id/info", { id: 7 })).toBe("/api/advertiser/7/info");
    expect(buildPath("/api/chat/:sessionId", { sessionId: "a b" })).toBe("/api/chat/a%20b");
  });

  it("throws when a parameter is missing", () => {
    expect(() => buildPath("/api/chat/:sessionId")).toThrow('Missing path parameter "sessionId"');
  });
});

describe("httpErrorMessage", () => {
  it("is the status, a colon and a space, then the body or the status text", () => {
    expect(httpErrorMessage(423, "Locked for today", "Locked")).toBe("423: Locked for today");
    expect(httpErrorMessage(500, "", "Internal Server Error")).toBe("500: Internal Server Error");
  });
});
