import { advertiserCalls, CHECKOUT_REDIRECT_MS, PAYMENT_TEXTS, POLL_BILLING_DASHBOARD_MS, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import { failure, requestLog } from "@kidsafe/ui/testing";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { localDayKey } from "../../lib/format.ts";
import { billingDashboard, daysFromToday, fakeAdvertiser, installFakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import { advance, queryToast, renderApp, settleUntil, startFakeClock, toastArea } from "../../testing/render-app.tsx";

let api: FakeAdvertiserApi;

beforeEach(() => {
  api = installFakeAdvertiserApi();
  api.signIn(api.add(fakeAdvertiser()));
});

const dueToday = (overrides: Parameters<typeof billingDashboard>[0] = {}) =>
  billingDashboard({ nextBillingDate: daysFromToday(0), ...overrides });
const nothingOwed = { currentCycle: { ...billingDashboard().currentCycle, amountDue: 0 }, amountDue: 0, totalAmountDue: 0 };
const today = () => localDayKey(new Date());
const prompt = () => screen.findByRole("dialog", { name: "Payment Due" });

/** The dashboard with its billing read (the billing status shows the next billing date), what the prompt judges. */
async function openDashboard() {
  renderApp("/advertiser/7");
  await screen.findByText("Next billing date");
  await waitFor(() => expect(requestLog).toContain("GET /api/advertiser/7/recommendations"));
}

async function expectNoPrompt() {
  await screen.findByText("Next billing date");
  expect(screen.queryByRole("dialog")).toBeNull();
}

describe("the payment prompt (seed 001 §4)", () => {
  it("opens on the billing day when there are charges, and records the day as lastPaymentPromptDate", async () => {
    api.state.billing = dueToday();
    await openDashboard();
    const dialog = await prompt();
    expect(within(dialog).getByText("Your weekly bill of $5.60 is due.")).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.lastPaymentPromptDate)).toBe(today());

    fireEvent.click(within(dialog).getByRole("button", { name: "Pay Later" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("opens at most once a day: not again on the next visit the same day, but on the first visit of a new day", async () => {
    api.state.billing = dueToday();
    await openDashboard();
    fireEvent.click(within(await prompt()).getByRole("button", { name: "Pay Later" }));
    cleanup();

    await openDashboard();
    await expectNoPrompt();
    cleanup();

    sessionStorage.setItem(SESSION_STORAGE_KEYS.lastPaymentPromptDate, localDayKey(new Date(daysFromToday(-1))));
    renderApp("/advertiser/7");
    expect(await prompt()).toBeTruthy();
  });

  it("stays shut before the billing day of an account in good standing", async () => {
    api.state.billing = billingDashboard({ nextBillingDate: daysFromToday(1) });
    await openDashboard();
    await expectNoPrompt();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.lastPaymentPromptDate)).toBeNull();
  });

  it("stays shut on the billing day when nothing is owed, and counts each unpaid recommendation as $1.00", async () => {
    api.state.billing = dueToday(nothingOwed);
    await openDashboard();
    await expectNoPrompt();
    cleanup();

    api.state.unpaidRecommendations = 2;
    renderApp("/advertiser/7");
    expect(within(await prompt()).getByText("Your weekly bill of $2.00 is due.")).toBeTruthy();
  });

  it("opens for an overdue account on every visit, even when it opened today already", async () => {
    api.state.billing = billingDashboard({ isOverdue: true, nextBillingDate: daysFromToday(3), totalAmountDue: 1250 });
    sessionStorage.setItem(SESSION_STORAGE_KEYS.lastPaymentPromptDate, today());
    renderApp("/advertiser/7");
    const dialog = await prompt();
    expect(within(dialog).getByText(/overdue: \$12\.50 is owed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay Later" }));
    cleanup();

    renderApp("/advertiser/7");
    expect(await prompt()).toBeTruthy();
  });

  it("does not open again on the polls after the advertiser closed it", async () => {
    api.state.billing = billingDashboard({ isOverdue: true });
    await startFakeClock();
    renderApp("/advertiser/7");
    const dialog = await settleUntil(() => screen.queryByRole("dialog", { name: "Payment Due" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay Later" }));
    await advance(POLL_BILLING_DASHBOARD_MS * 2);
    expect(requestLog.filter((request) => request === "GET /api/advertiser/billing-dashboard")).toHaveLength(3);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Pay Now opens the card payment checkout 1.5 s after the server answers with it", async () => {
    api.state.billing = dueToday();
    await startFakeClock();
    const { leftFor } = renderApp("/advertiser/7");
    const dialog = await settleUntil(() => screen.queryByRole("dialog", { name: "Payment Due" }));
    const payNow = within(dialog).getByRole("button", { name: "Pay Now" });
    fireEvent.click(payNow);
    await settleUntil(() => within(dialog).queryByText("Redirecting to payment..."));
    expect(payNow.getAttribute("aria-busy")).toBe("true");
    expect(payNow.hasAttribute("disabled")).toBe(true);
    expect(requestLog).toContain("POST /api/advertiser/pay-weekly-bill");

    await advance(CHECKOUT_REDIRECT_MS - 1);
    expect(leftFor).toEqual([]);
    await advance(1);
    expect(leftFor).toEqual(["https://checkout.stripe.example/c/pay_weekly"]);
  });

  it("a payment without checkout is simulated: 'Payment Processed!', the prompt closes and the data is read again", async () => {
    api.state.billing = dueToday();
    api.state.payment = { message: "Payment simulated: no card provider is set up." };
    await openDashboard();
    const dialog = await prompt();
    const readsBefore = requestLog.filter((request) => request === "GET /api/advertiser/billing-dashboard").length;
    api.state.billing = dueToday(nothingOwed);
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay Now" }));

    await waitFor(() => expect(queryToast(PAYMENT_TEXTS.simulatedTitle)).not.toBeNull());
    expect(screen.getByText("Payment simulated: no card provider is set up.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(requestLog.filter((request) => request === "GET /api/advertiser/billing-dashboard").length).toBeGreaterThan(readsBefore),
    );
  });

  it("says 'Payment Failed' with the server's message, or 'Failed to process payment' without an answer", async () => {
    api.state.billing = dueToday();
    api.answerOnce(advertiserCalls.payWeeklyBill, () => failure(502, "The card provider is unavailable."));
    await openDashboard();
    const dialog = await prompt();
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay Now" }));
    await waitFor(() => expect(queryToast(PAYMENT_TEXTS.failedTitle)).not.toBeNull());
    expect(within(toastArea()).getByText("The card provider is unavailable.")).toBeTruthy();

    api.answerOnce(advertiserCalls.payWeeklyBill, () => Response.error());
    fireEvent.click(within(dialog).getByRole("button", { name: "Pay Now" }));
    await waitFor(() => expect(within(toastArea()).getByText(PAYMENT_TEXTS.failedFallback)).toBeTruthy());
  });

  it("Pay Now in the billing status pays what is owed outside the billing day too", async () => {
    await startFakeClock();
    const { leftFor } = renderApp("/advertiser/7");
    const billing = await settleUntil(() => screen.queryByRole("region", { name: "Billing Status" }));
    const payNow = await settleUntil(() => within(billing).queryByRole("button", { name: "Pay Now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(payNow);
    await settleUntil(() => (requestLog.includes("POST /api/advertiser/pay-weekly-bill") ? true : null));
    await advance(CHECKOUT_REDIRECT_MS);
    expect(leftFor).toEqual(["https://checkout.stripe.example/c/pay_weekly"]);
  });
});
