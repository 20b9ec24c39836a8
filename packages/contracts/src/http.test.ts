import { describe, expect, it } from "vitest";
import { httpErrorMessage } from "./errors.ts";
import { buildPath, buildQueryString } from "./http.ts";

describe("buildPath", () => {
  it("fills and encodes path parameters", () => {
    expect(buildPath("/api/advertiser/:id/info", { id: 7 })).toBe("/api/advertiser/7/info");
    expect(buildPath("/api/chat/:sessionId", { sessionId: "a b" })).toBe("/api/chat/a%20b");
  });

  it("throws when a parameter is missing", () => {
    expect(() => buildPath("/api/chat/:sessionId")).toThrow('Missing path parameter "sessionId"');
    expect(() => buildPath("/api/chat/:sessionId", { sessionId: null })).toThrow('Missing path parameter "sessionId"');
  });

  it("writes booleans and dates as text and refuses objects", () => {
    expect(buildPath("/api/x/:flag/:at", { flag: true, at: new Date("2026-01-02T03:04:05.000Z") })).toBe(
      "/api/x/true/2026-01-02T03%3A04%3A05.000Z",
    );
    expect(() => buildPath("/api/x/:id", { id: { id: 1 } })).toThrow('"id" must be a string, number or boolean');
  });
});

describe("buildQueryString", () => {
  it("repeats the name for each array item and leaves out undefined and null", () => {
    expect(buildQueryString({ q: "bees & wasps", limit: 5, tags: ["x", "y"], page: undefined, age: null })).toBe(
      "?q=bees+%26+wasps&limit=5&tags=x&tags=y",
    );
  });

  it("is empty when there is nothing to send", () => {
    expect(buildQueryString()).toBe("");
    expect(buildQueryString({ page: undefined })).toBe("");
  });
});

describe("httpErrorMessage", () => {
  it("is the status, a colon and a space, then the body or the status text", () => {
    expect(httpErrorMessage(423, "Locked for today", "Locked")).toBe("423: Locked for today");
    expect(httpErrorMessage(500, "", "Internal Server Error")).toBe("500: Internal Server Error");
  });
});
