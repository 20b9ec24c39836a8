import { REPORT_TEXTS } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { reportRequestOf } from "./report-form.ts";

const target = { advertiserId: 3, appName: "Number Ninjas" };
const missing = { title: REPORT_TEXTS.missingTitle, description: REPORT_TEXTS.missingDescription, variant: "destructive" };

describe("the report form (seed 000 §5)", () => {
  it("builds the request with the trimmed details", () => {
    expect(reportRequestOf({ target, reason: "broken", details: "  The game never loads.\n" })).toEqual({
      request: { advertiserId: 3, reportType: "broken", reportDetails: "The game never loads." },
    });
  });

  it("asks for a reason and details when either is missing or blank", () => {
    expect(reportRequestOf({ target, reason: "", details: "It asks for my address" })).toEqual({ problem: missing });
    expect(reportRequestOf({ target, reason: "unsafe", details: "   " })).toEqual({ problem: missing });
    expect(reportRequestOf({ target, reason: "not-a-reason", details: "text" })).toEqual({ problem: missing });
  });

  it("refuses a report without an app", () => {
    expect(reportRequestOf({ target: null, reason: "other", details: "text" })).toEqual({
      problem: { title: REPORT_TEXTS.noApp, variant: "destructive" },
    });
  });
});
