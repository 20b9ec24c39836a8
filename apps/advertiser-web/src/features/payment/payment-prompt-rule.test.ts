import type { BillingDashboard } from "@kidsafe/contracts";
import { describe, expect, it } from "vitest";
import { promptCharges, shouldOpenPaymentPrompt } from "./payment-prompt-rule.ts";
import type { PromptSituation } from "./payment-prompt-rule.ts";

// Noon local time, so the day is the same in every time zone the tests may run in.
const TODAY = "2026-03-10";
const at = (day: string) => new Date(`${day}T12:00:00`).toISOString();

function billing(overrides: Partial<BillingDashboard> = {}): BillingDashboard {
  return {
    currentCycle: { cycleStart: at("2026-03-03"), cycleEnd: at(TODAY), impressionCount: 40, amountDue: 400 },
    totalImpressions: 40,
    regularImpressions: 40,
    recommendationCount: 0,
    recommendationImpressions: 0,
    totalAmountDue: 400,
    amountDue: 400,
    nextBillingDate: at(TODAY),
    isOverdue: false,
    history: [],
    ...overrides,
  };
}

const situation = (overrides: Partial<PromptSituation> = {}): PromptSituation => ({
  billing: billing(),
  unpaidRecommendations: 0,
  today: TODAY,
  lastPromptDay: null,
  shownThisVisit: false,
  ...overrides,
});

describe("the payment prompt rule (seed 001 §4)", () => {
  it("opens on the billing day when there are charges", () => {
    expect(shouldOpenPaymentPrompt(situation())).toBe(true);
    expect(shouldOpenPaymentPrompt(situation({ billing: billing({ nextBillingDate: at("2026-03-02") }) }))).toBe(true);
  });

  it("stays shut before the billing day of an account in good standing", () => {
    expect(shouldOpenPaymentPrompt(situation({ billing: billing({ nextBillingDate: at("2026-03-11") }) }))).toBe(false);
  });

  it("stays shut without charges, and counts each unpaid recommendation as 100 cents", () => {
    const nothingOwed = billing({ currentCycle: { ...billing().currentCycle, amountDue: 0 }, amountDue: 0, totalAmountDue: 0 });
    expect(shouldOpenPaymentPrompt(situation({ billing: nothingOwed }))).toBe(false);
    expect(shouldOpenPaymentPrompt(situation({ billing: nothingOwed, unpaidRecommendations: 1 }))).toBe(true);
    expect(promptCharges(nothingOwed, 3)).toBe(300);
  });

  it("opens at most once a day for an account in good standing", () => {
    expect(shouldOpenPaymentPrompt(situation({ lastPromptDay: TODAY }))).toBe(false);
    expect(shouldOpenPaymentPrompt(situation({ lastPromptDay: "2026-03-09" }))).toBe(true);
  });

  it("opens for an overdue account before its billing day and even when it opened today already, once per visit", () => {
    const overdue = billing({ isOverdue: true, nextBillingDate: at("2026-03-15") });
    expect(shouldOpenPaymentPrompt(situation({ billing: overdue, lastPromptDay: TODAY }))).toBe(true);
    expect(shouldOpenPaymentPrompt(situation({ billing: overdue, shownThisVisit: true }))).toBe(false);
  });

  it("asks an overdue account for its debt from earlier cycles", () => {
    const overdue = billing({ isOverdue: true, currentCycle: { ...billing().currentCycle, amountDue: 0 }, amountDue: 0, totalAmountDue: 1250 });
    expect(promptCharges(overdue, 0)).toBe(1250);
    expect(shouldOpenPaymentPrompt(situation({ billing: overdue }))).toBe(true);
  });
});
