import { describe, expect, it } from "vitest";
import { ReportReason } from "./common.ts";
import { REPORT_REASONS } from "./constants/options.ts";
import { REPORT_TEXTS } from "./constants/texts-student.ts";
import { ReportAppRequest, SearchWebsitesResponse, TrackViewRequest } from "./search.ts";

function messagesOf(input: unknown): string[] {
  return ReportAppRequest.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe("report reasons", () => {
  it("are exactly the five of the seed, with their labels", () => {
    expect(ReportReason.options).toEqual(["inappropriate", "broken", "misleading", "unsafe", "other"]);
    expect(REPORT_REASONS.map((reason) => reason.label)).toEqual([
      "Inappropriate for kids",
      "Broken or doesn't work",
      "Misleading description",
      "Safety concerns",
      "Other reason",
    ]);
  });
});

describe("ReportAppRequest", () => {
  it("needs a reason and details that are not blank", () => {
    expect(messagesOf({ advertiserId: 1, reportType: "other", reportDetails: "   " })).toEqual(["Please select a reason and provide details"]);
    expect(messagesOf({ advertiserId: 1, reportType: "rude", reportDetails: "x" })).toEqual([REPORT_TEXTS.missingDescription]);
  });

  it("says 'No app to report' without an advertiser", () => {
    expect(messagesOf({ reportType: "other", reportDetails: "x" })).toEqual(["No app to report"]);
  });
});

describe("search", () => {
  it("tracks views only from the search page context", () => {
    const view = { advertiserId: 1, searchQuery: "q", sessionId: "s1", pageContext: "search-websites" };
    expect(TrackViewRequest.safeParse(view).success).toBe(true);
    expect(TrackViewRequest.safeParse({ ...view, pageContext: "chat" }).success).toBe(false);
  });

  it("refuses result links that are not http or https", () => {
    const result = { title: "t", description: "d", url: "javascript:alert(1)", isAdvertised: false };
    expect(SearchWebsitesResponse.safeParse({ websites: [result], aiOverview: "" }).success).toBe(false);
    expect(SearchWebsitesResponse.safeParse({ websites: [{ ...result, url: "https://example.org" }], aiOverview: "" }).success).toBe(true);
  });
});
