import { ADVERTISER_TEXTS, PAYMENT_TEXTS, POLL_BILLING_MS, SESSION_STORAGE_KEYS } from "@kidsafe/contracts";
import type { BillingCycle } from "@kidsafe/contracts";
import { requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { billingDashboard, daysFromToday, fakeAdvertiser, installFakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../testing/fake-advertiser-api.ts";
import { advance, currentPath, queryToast, renderApp, settleAt, settleUntil, startFakeClock } from "../testing/render-app.tsx";

let api: FakeAdvertiserApi;

const cycle = (id: number): BillingCycle => ({
  id,
  cycleStart: daysFromToday(-7 * id - 7),
  cycleEnd: daysFromToday(-7 * id),
  impressionCount: id * 10,
  amountDue: id * 100,
  isPaid: true,
});

beforeEach(() => {
  api = installFakeAdvertiserApi();
  api.state.billing = billingDashboard({ history: [1, 2, 3, 4, 5, 6].map(cycle) });
  sessionStorage.setItem(SESSION_STORAGE_KEYS.advertiserAuth, JSON.stringify({ appName: "Quest Maths", id: 7 }));
});

const passwordField = () => screen.getByLabelText("Company Password");
const viewBilling = () => fireEvent.click(screen.getByRole("button", { name: "View Billing" }));

async function signInToBilling() {
  await screen.findByRole("dialog", { name: "Billing Login" });
  fireEvent.change(passwordField(), { target: { value: "company-secret" } });
  viewBilling();
  await screen.findByRole("heading", { level: 1, name: "Billing · Quest Maths" });
}

/** The signed-in advertiser's billing, opened on the fake clock so a test can move past the billing's polling. */
async function signInToBillingOnFakeClock() {
  api.signIn(api.add(fakeAdvertiser()));
  await startFakeClock();
  renderApp("/advertiser/7/billing");
  await settleUntil(() => screen.queryByRole("dialog", { name: "Billing Login" }));
  fireEvent.change(passwordField(), { target: { value: "company-secret" } });
  viewBilling();
  await settleUntil(() => screen.queryByRole("group", { name: "This Week" }));
}

describe("the simpler billing view at /advertiser/{id}/billing (seed 001 §2)", () => {
  it("is reached from the dashboard's 'Billing details' and asks for the password in a dialog", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    renderApp("/advertiser/7");
    fireEvent.click(await screen.findByRole("link", { name: "Billing details" }));
    expect(await screen.findByRole("dialog", { name: "Billing Login" })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser/7/billing");
    expect(requestLog).not.toContain("GET /api/advertiser/billing");
  });

  it("says 'Password Required' for an empty password and 'Authentication Failed' for a wrong one", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    renderApp("/advertiser/7/billing");
    await screen.findByRole("dialog", { name: "Billing Login" });
    viewBilling();
    expect(queryToast(ADVERTISER_TEXTS.passwordRequiredTitle)).not.toBeNull();
    expect(requestLog).not.toContain("POST /api/advertiser/authenticate");

    fireEvent.change(passwordField(), { target: { value: "wrong" } });
    viewBilling();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(ADVERTISER_TEXTS.authFailedTitle)).toBeTruthy();
    expect(within(alert).getByText(ADVERTISER_TEXTS.invalidPasswordRetry)).toBeTruthy();
  });

  it("shows the upfront fee, rate, this week's impressions, current charges, 5 cycles and the weekly-billing note", async () => {
    api.signIn(api.add(fakeAdvertiser({ upfrontPaid: false })));
    renderApp("/advertiser/7/billing");
    await signInToBilling();

    const upfront = await screen.findByRole("group", { name: "Upfront Fee" });
    expect(within(upfront).getByText("$100.00")).toBeTruthy();
    expect(within(upfront).getByText(ADVERTISER_TEXTS.upfrontPending)).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Rate" })).getByText("$0.10")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "This Week" })).getByText("56")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Current Charges" })).getByText("$5.60")).toBeTruthy();
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(1 + 5);
    expect(screen.getByText(PAYMENT_TEXTS.weeklyBillingNote)).toBeTruthy();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToDashboard }).getAttribute("href")).toBe("/advertiser/7");
  });

  it("reads the billing every 30 s", async () => {
    await signInToBillingOnFakeClock();
    const reads = () => requestLog.filter((request) => request === "GET /api/advertiser/billing").length;
    expect(reads()).toBe(1);

    await advance(POLL_BILLING_MS - 1);
    expect(reads()).toBe(1);
    await advance(1);
    expect(reads()).toBe(2);
  });

  it("sends a visitor without this advertiser's session to the portal's own password prompt", async () => {
    api.add(fakeAdvertiser());
    renderApp("/advertiser/7/billing");
    expect(await screen.findByRole("heading", { name: ADVERTISER_TEXTS.accessPortal })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser/7");
  });

  it("returns to the login with 'Session Expired' when the session ends while it is open", async () => {
    await signInToBillingOnFakeClock();

    api.expireSession();
    await advance(POLL_BILLING_MS);
    await settleAt("/advertiser-login");
    expect(queryToast(ADVERTISER_TEXTS.sessionExpiredTitle)).not.toBeNull();
  });
});
