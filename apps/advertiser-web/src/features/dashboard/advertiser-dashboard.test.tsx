import {
  ACCOUNT_STATE_TEXTS,
  ADVERTISER_TEXTS,
  advertiserCalls,
  CANCELLATION_TEXTS,
  CHECKOUT_REDIRECT_MS,
  DAILY_FIGURES_DAYS,
  POLL_DASHBOARD_MS,
  POLL_REPORTS_MS,
  POLL_RETRY_DELAY_MS,
  SESSION_STORAGE_KEYS,
} from "@kidsafe/contracts";
import type { BillingCycle } from "@kidsafe/contracts";
import { failure, requestLog } from "@kidsafe/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  billingDashboard,
  dailyFigures,
  daysFromToday,
  fakeAdvertiser,
  installFakeAdvertiserApi,
  report,
} from "../../testing/fake-advertiser-api.ts";
import type { FakeAdvertiserApi } from "../../testing/fake-advertiser-api.ts";
import { advance, currentPath, queryToast, renderApp, settleAt, settleUntil, startFakeClock } from "../../testing/render-app.tsx";

let api: FakeAdvertiserApi;

beforeEach(() => {
  api = installFakeAdvertiserApi();
  sessionStorage.setItem(SESSION_STORAGE_KEYS.advertiserAuth, JSON.stringify({ appName: "Quest Maths", id: 7 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cycle = (id: number, isPaid: boolean): BillingCycle => ({
  id,
  cycleStart: daysFromToday(-7 * id - 7),
  cycleEnd: daysFromToday(-7 * id),
  impressionCount: id * 10,
  amountDue: id * 100,
  isPaid,
});

async function openDashboard() {
  renderApp("/advertiser/7");
  await screen.findByRole("heading", { level: 1, name: "Quest Maths" });
}

const awaitingUpfront = { isActive: false, upfrontPaid: false, accountState: { state: "awaiting_upfront_payment", reason: null } } as const;
const region = (name: string) => screen.getByRole("region", { name });
const requestsTo = (request: string) => requestLog.filter((entry) => entry === request).length;

describe("the advertiser dashboard (seed 001 §2)", () => {
  it("shows the header, the stat cards, the portal URL, both descriptions and the automatic-billing banner", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();

    expect(screen.getByRole("link", { name: "https://quest.example/" }).getAttribute("href")).toBe("https://quest.example/");
    expect(screen.getByText("Advertiser ID: 7")).toBeTruthy();
    expect(screen.getByText(ADVERTISER_TEXTS.active)).toBeTruthy();
    expect(screen.getByRole("button", { name: ADVERTISER_TEXTS.logout })).toBeTruthy();

    expect(within(screen.getByRole("group", { name: "Total Impressions" })).getByText("1,234")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "This Week" })).getByText("56")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Total Charges" })).getByText("$123.40")).toBeTruthy();

    expect(within(region("Your Secure Portal URL")).getByText(`${window.location.origin}/advertiser/7`)).toBeTruthy();

    const descriptions = region("How your app is described");
    expect(within(descriptions).getByText("What children will see")).toBeTruthy();
    expect(within(descriptions).getByText(fakeAdvertiser().childDescription, { exact: false })).toBeTruthy();
    expect(within(descriptions).getByText(fakeAdvertiser().aiGeneratedDescription!)).toBeTruthy();
    expect(within(descriptions).getByText(fakeAdvertiser().appDescription)).toBeTruthy();

    await waitFor(() => expect(screen.getByText("Automatic billing is active")).toBeTruthy());
    expect(screen.queryByText("Payment overdue")).toBeNull();
  });

  it("leaves the own description out when it is the AI's, and shows INACTIVE and a PENDING upfront fee", async () => {
    const same = "A maths game.";
    api.signIn(api.add(fakeAdvertiser({ appDescription: same, aiGeneratedDescription: same, ...awaitingUpfront })));
    await openDashboard();
    expect(within(region("How your app is described")).getAllByText(same)).toHaveLength(1);
    expect(screen.getByText(ADVERTISER_TEXTS.inactive)).toBeTruthy();
    expect(within(region("Billing Status")).getByText(ADVERTISER_TEXTS.upfrontPending)).toBeTruthy();
  });

  it("while the upfront fee is pending says so, and 'Pay Upfront Fee' opens its checkout", async () => {
    api.state.payment = { checkoutUrl: "https://checkout.stripe.example/c/pay_upfront" };
    api.signIn(api.add(fakeAdvertiser(awaitingUpfront)));
    await startFakeClock();
    const { leftFor } = renderApp("/advertiser/7");
    const banner = await settleUntil(() => screen.queryByText("Upfront fee pending"));
    expect(banner.closest("[role=alert]")?.textContent).toContain("once the $100 upfront fee is paid");
    expect(screen.queryByText("Automatic billing is active")).toBeNull();

    fireEvent.click(within(region("Billing Status")).getByRole("button", { name: "Pay Upfront Fee" }));
    await settleUntil(() => screen.queryByText("Redirecting to payment..."));
    expect(requestLog).toContain("POST /api/advertiser/pay-weekly-bill");
    await advance(CHECKOUT_REDIRECT_MS);
    expect(leftFor).toEqual(["https://checkout.stripe.example/c/pay_upfront"]);
  });

  it("says why a paused app is not shown to children, in the server's words", async () => {
    const reason = "The weekly safety check of the website failed: gambling content.";
    api.signIn(api.add(fakeAdvertiser({ isActive: false, accountState: { state: "paused", reason } })));
    await openDashboard();
    const banner = await screen.findByText(ACCOUNT_STATE_TEXTS.paused.title);
    expect(banner.closest("[role=alert]")?.textContent).toContain(reason);
    expect(screen.getByText(ADVERTISER_TEXTS.inactive)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_STATE_TEXTS.active.title)).toBeNull();
  });

  it("shows a cancelled account as cancelled beside INACTIVE, never 'Automatic billing is active'", async () => {
    const reason = "The account was cancelled with unpaid fees. This website can't be registered again until 2026-12-29.";
    api.state.billing = billingDashboard({
      totalAmountDue: 0,
      amountDue: 0,
      currentCycle: { ...billingDashboard().currentCycle, amountDue: 0 },
    });
    api.signIn(api.add(fakeAdvertiser({ isActive: false, accountState: { state: "cancelled", reason } })));
    await openDashboard();
    const banner = screen.getByText(ACCOUNT_STATE_TEXTS.cancelled.title).closest("[role=alert]");
    expect(banner?.textContent).toContain(reason);
    expect(banner?.textContent).toContain(ACCOUNT_STATE_TEXTS.cancelled.text);
    expect(screen.getByText(ADVERTISER_TEXTS.inactive)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_STATE_TEXTS.active.title)).toBeNull();
    expect(screen.queryByText(/keeps showing in search results/)).toBeNull();
  });

  it("charts the last 8 weeks of impressions and charges, and follows the next poll", async () => {
    api.state.dailyFigures = dailyFigures((index) => index);
    api.signIn(api.add(fakeAdvertiser()));
    await startFakeClock();
    renderApp("/advertiser/7");
    const chart = await settleUntil(() => screen.queryByRole("region", { name: "Daily impressions and charges" }));
    // 0 + 1 + ... + 55 impressions at $0.10.
    expect(within(chart).getByText("Last 8 weeks (UTC days): 1,540 impressions, $154.00 in charges.")).toBeTruthy();

    api.state.dailyFigures = dailyFigures((index) => (index === DAILY_FIGURES_DAYS - 1 ? 7 : 0));
    await advance(POLL_DASHBOARD_MS);
    expect(within(chart).getByText("Last 8 weeks (UTC days): 7 impressions, $0.70 in charges.")).toBeTruthy();
  });

  it("shows the billing status with a PAID upfront fee and the last 5 of the billing cycles", async () => {
    api.state.billing = billingDashboard({ history: [1, 2, 3, 4, 5, 6, 7].map((id) => cycle(id, id > 1)) });
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();

    const billing = await screen.findByRole("region", { name: "Billing Status" });
    expect(within(billing).getByText(ADVERTISER_TEXTS.upfrontPaid)).toBeTruthy();
    expect(within(billing).getByText("$100.00")).toBeTruthy();
    expect(within(billing).getByText("$0.10 per impression")).toBeTruthy();
    expect(within(billing).getAllByText("$5.60")).toHaveLength(2);
    expect(within(billing).getByRole("link", { name: "Billing details" }).getAttribute("href")).toBe("/advertiser/7/billing");

    const history = within(region("Billing History")).getByRole("table");
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]?.textContent)).toEqual(["$1.00", "$2.00", "$3.00", "$4.00", "$5.00"]);
    expect(within(rows[0]!).getByText("Unpaid")).toBeTruthy();
    expect(within(rows[1]!).getByText("Paid")).toBeTruthy();
  });

  it("shows the overdue banner instead of the automatic-billing one", async () => {
    api.state.billing = billingDashboard({ isOverdue: true });
    api.signIn(api.add(fakeAdvertiser({ isActive: false, accountState: { state: "overdue", reason: null } })));
    renderApp("/advertiser/7");
    // An overdue account is asked to pay first (the payment prompt's own tests say more).
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Payment Due" })).getByRole("button", { name: "Pay Later" }));

    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText("Payment overdue")).toBeTruthy();
    expect(screen.queryByText("Automatic billing is active")).toBeNull();
  });

  it("lists the first 5 reports with status and admin notes, then '... and N more reports'", async () => {
    api.state.reports = [
      report(1, { status: "resolved", adminNotes: "Fixed by the developer." }),
      report(2, { status: "reviewed" }),
      ...[3, 4, 5, 6, 7].map((id) => report(id)),
    ];
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();

    const reports = region("User Reports");
    await waitFor(() => expect(within(reports).getAllByRole("listitem")).toHaveLength(5));
    const [first, second, third] = within(reports).getAllByRole("listitem");
    expect(within(first!).getByText("Resolved")).toBeTruthy();
    expect(within(first!).getByText("Fixed by the developer.")).toBeTruthy();
    expect(within(second!).getByText("Reviewed")).toBeTruthy();
    expect(within(third!).getByText("Pending")).toBeTruthy();
    expect(within(third!).getByText("Report number 3")).toBeTruthy();
    expect(within(reports).getByText(ADVERTISER_TEXTS.moreReports(2))).toBeTruthy();
  });

  it("links back to the login, to the chat and to the privacy policy (pages of the student app load in full)", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();
    expect(screen.getByRole("link", { name: ADVERTISER_TEXTS.backToLogin }).getAttribute("href")).toBe("/advertiser-login");
    expect(screen.getByRole("link", { name: "Visit the chat" }).getAttribute("href")).toBe("/chat");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
  });

  it("keeps the danger zone folded at the bottom until opened, then offers an outline 'Cancel Subscription'", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();
    const dangerZone = screen.getByRole("region", { name: "Danger Zone" });
    const toggle = within(dangerZone).getByRole("button", { name: "Danger Zone" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: CANCELLATION_TEXTS.button })).toBeNull();
    const explanation = within(dangerZone).getByText("Cancelling removes your app from search results and closes this portal.");
    expect(explanation.closest("[hidden]")).not.toBeNull();
    // The last section of the page: only the links follow it.
    const sections = within(screen.getByRole("main")).getAllByRole("region");
    expect(sections.at(-1)).toBe(dangerZone);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(explanation.closest("[hidden]")).toBeNull();
    const cancel = within(dangerZone).getByRole("button", { name: CANCELLATION_TEXTS.button });
    expect(cancel.classList.contains("ks-button--destructive")).toBe(false);
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)?.contains(cancel)).toBe(true);

    fireEvent.click(toggle);
    expect(screen.queryByRole("button", { name: CANCELLATION_TEXTS.button })).toBeNull();
  });

  it("copies the portal URL and says so", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(queryToast("Copied!")).not.toBeNull());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/advertiser/7`);

    writeText.mockRejectedValueOnce(new Error("denied"));
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(queryToast("Failed to copy")).not.toBeNull());
  });

  it("logs out: tells the server, forgets advertiserAuth and returns to the login", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    await openDashboard();
    fireEvent.click(screen.getByRole("button", { name: ADVERTISER_TEXTS.logout }));

    expect(await screen.findByRole("button", { name: ADVERTISER_TEXTS.loginButton })).toBeTruthy();
    expect(currentPath()).toBe("/advertiser-login");
    expect(requestLog).toContain("POST /api/advertiser/logout");
    expect(api.state.session).toBeNull();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.advertiserAuth)).toBeNull();
  });

  it("keeps the advertiser signed in and says 'Logout failed' when the logout fails", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    api.answerOnce(advertiserCalls.advertiserLogout, () => failure(500, "Something went wrong on our side."));
    await openDashboard();
    fireEvent.click(screen.getByRole("button", { name: ADVERTISER_TEXTS.logout }));
    await waitFor(() => expect(queryToast("Logout failed")).not.toBeNull());
    expect(currentPath()).toBe("/advertiser/7");
  });

  it("says 'Error loading data...' when the dashboard cannot be read, even after its retry", async () => {
    api.signIn(api.add(fakeAdvertiser()));
    api.answerOnce(advertiserCalls.advertiserDashboard, () => failure(500, "Something went wrong on our side."));
    api.answerOnce(advertiserCalls.advertiserDashboard, () => failure(500, "Something went wrong on our side."));
    renderApp("/advertiser/7");
    expect(await screen.findByText(ADVERTISER_TEXTS.dashboardLoadFailed)).toBeTruthy();
    expect(requestsTo("GET /api/advertiser/dashboard")).toBe(2);
  });
});

describe("dashboard polling (seed 001 §7, §9)", () => {
  async function openUnderFakeClock() {
    api.signIn(api.add(fakeAdvertiser()));
    await startFakeClock();
    renderApp("/advertiser/7");
    await settleUntil(() => screen.queryByRole("heading", { level: 1, name: "Quest Maths" }));
  }

  it("reads the dashboard, billing and recommendations every 5 s and the reports every 10 s", async () => {
    await openUnderFakeClock();
    const counts = () => ({
      dashboard: requestsTo("GET /api/advertiser/dashboard"),
      billing: requestsTo("GET /api/advertiser/billing-dashboard"),
      recommendations: requestsTo("GET /api/advertiser/7/recommendations"),
      reports: requestsTo("GET /api/advertiser/reports"),
      chart: requestsTo("GET /api/advertiser/daily-figures"),
    });
    expect(counts()).toEqual({ dashboard: 1, billing: 1, recommendations: 1, reports: 1, chart: 1 });

    await advance(POLL_DASHBOARD_MS - 1);
    expect(counts()).toEqual({ dashboard: 1, billing: 1, recommendations: 1, reports: 1, chart: 1 });
    await advance(1);
    expect(counts()).toEqual({ dashboard: 2, billing: 2, recommendations: 2, reports: 1, chart: 2 });
    await advance(POLL_REPORTS_MS - POLL_DASHBOARD_MS);
    expect(counts()).toEqual({ dashboard: 3, billing: 3, recommendations: 3, reports: 2, chart: 3 });
  });

  it("shows what changed on the server at the next poll", async () => {
    await openUnderFakeClock();
    api.add(fakeAdvertiser({ thisWeekImpressions: 99 }));
    await advance(POLL_DASHBOARD_MS);
    expect(within(screen.getByRole("group", { name: "This Week" })).getByText("99")).toBeTruthy();
  });

  it("tries a failed poll once more after 1 s, then polls again 5 s after that last answer", async () => {
    await openUnderFakeClock();
    api.answerOnce(advertiserCalls.advertiserDashboard, () => failure(503, "Busy"));
    api.answerOnce(advertiserCalls.advertiserDashboard, () => failure(503, "Busy"));

    await advance(POLL_DASHBOARD_MS);
    expect(requestsTo("GET /api/advertiser/dashboard")).toBe(2);
    await advance(POLL_RETRY_DELAY_MS - 1);
    expect(requestsTo("GET /api/advertiser/dashboard")).toBe(2);
    await advance(1);
    expect(requestsTo("GET /api/advertiser/dashboard")).toBe(3);
    // React Query times the next poll from the query's last change: the failed retry.
    await advance(POLL_DASHBOARD_MS - 1);
    expect(requestsTo("GET /api/advertiser/dashboard")).toBe(3);
    // The data read before stays on screen meanwhile.
    expect(screen.getByRole("heading", { level: 1, name: "Quest Maths" })).toBeTruthy();
    await advance(1);
    expect(requestsTo("GET /api/advertiser/dashboard")).toBe(4);
  });

  it("on an expired session says 'Session Expired' / 'Please login again', forgets advertiserAuth and returns to the login", async () => {
    await openUnderFakeClock();
    api.expireSession();
    await advance(POLL_DASHBOARD_MS);
    await settleAt("/advertiser-login");

    expect(queryToast(ADVERTISER_TEXTS.sessionExpiredTitle)).not.toBeNull();
    expect(screen.getByText(ADVERTISER_TEXTS.sessionExpiredDescription)).toBeTruthy();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.advertiserAuth)).toBeNull();
    // A 401 is not retried, and nothing is read any more.
    const before = requestLog.length;
    await advance(POLL_REPORTS_MS);
    expect(requestLog.slice(before)).toEqual([]);
  });
});
