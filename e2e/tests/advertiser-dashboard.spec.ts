// The dashboard's truth in a real browser: the banner follows the account's state (active, paused, overdue, cancelled)
// as the server answers it, and the chart of daily impressions and charges draws its series and moves with a counted
// view on the 5-second poll.
import { ACCOUNT_STATE_TEXTS, ADVERTISER_TEXTS, CANCELLATION_TEXTS } from "@kidsafe/contracts";
import { sql } from "kysely";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { expectSampleSitesUp, openCancelDialog, registerAndPayThroughPages, sampleSitesOrigin, studentViewsApp } from "../support/advertiser.ts";
import { openStackDatabase } from "../support/search.ts";

const PASSWORD = "dashboard truth company secret";

const banner = (page: Page) => page.locator(".banner[data-account-state]");
const chart = (page: Page) => page.getByRole("region", { name: "Daily impressions and charges" });

function newApp(label: string) {
  const word = `zd${label}${Date.now().toString(36)}`;
  return { word, appName: `Fraction Grove ${word}`, appUrl: `${sampleSitesOrigin}/fractions?app=${word}`, password: PASSWORD };
}

test.describe("the advertiser dashboard tells the truth", () => {
  test.setTimeout(240_000);

  test("an active app: the banner says so, and the chart draws 8 weeks that follow a counted view", async ({ page }) => {
    await expectSampleSitesUp();
    const app = newApp("a");
    const advertiserId = await registerAndPayThroughPages(page, app);

    await test.step("active: 'Automatic billing is active' beside ACTIVE", async () => {
      await expect(banner(page)).toHaveAttribute("data-account-state", "active");
      await expect(banner(page)).toContainText(ACCOUNT_STATE_TEXTS.active.title);
      await expect(page.getByText(ADVERTISER_TEXTS.active, { exact: true })).toBeVisible();
    });

    await test.step("the chart is an svg with the impressions and the charges series", async () => {
      const svg = chart(page).locator("svg.recharts-surface").first();
      await expect(svg).toBeVisible();
      await expect(chart(page).locator(".recharts-line-curve")).toHaveCount(1);
      for (const series of ["Impressions", "Charges"])
        await expect(chart(page).locator(".recharts-legend-item", { hasText: series })).toHaveCount(1);
      await expect(chart(page)).toContainText("0 impressions, $0.00 in charges");
    });

    await test.step("a child's counted view reaches today's bar within seconds", async () => {
      await studentViewsApp(`${app.word} fractions`, advertiserId);
      await expect(chart(page)).toContainText("1 impression, $0.10 in charges", { timeout: 15_000 });
      await expect(chart(page).locator(".recharts-bar-rectangle path")).not.toHaveCount(0);
    });

    await test.step("paused by an operator: the banner says why, and INACTIVE", async () => {
      const db = openStackDatabase();
      try {
        await sql`update advertisers set paused_at = now(), pause_reason = 'Screenshots do not match the app.' where id = ${advertiserId}`.execute(
          db,
        );
      } finally {
        await db.destroy();
      }
      await expect(banner(page)).toHaveAttribute("data-account-state", "paused", { timeout: 15_000 });
      await expect(banner(page)).toContainText("Screenshots do not match the app.");
      await expect(page.getByText(ADVERTISER_TEXTS.inactive, { exact: true })).toBeVisible();
      await expect(page.getByText(ACCOUNT_STATE_TEXTS.active.title)).toHaveCount(0);
    });

    await test.step("resumed, then a bill overdue: the banner says payment is overdue, never that billing is fine", async () => {
      const db = openStackDatabase();
      try {
        await sql`update advertisers set paused_at = null, pause_reason = null, overdue_since = now() where id = ${advertiserId}`.execute(db);
      } finally {
        await db.destroy();
      }
      await expect(banner(page)).toHaveAttribute("data-account-state", "overdue", { timeout: 15_000 });
      await expect(banner(page)).toContainText(ACCOUNT_STATE_TEXTS.overdue.title);
      await expect(banner(page)).toContainText(ACCOUNT_STATE_TEXTS.overdue.text);
      await expect(page.getByText(ACCOUNT_STATE_TEXTS.active.title)).toHaveCount(0);
    });
  });

  test("a cancelled app: the banner says the subscription ended beside INACTIVE, never that billing is active", async ({ page }) => {
    await expectSampleSitesUp();
    const app = newApp("c");
    await registerAndPayThroughPages(page, app);
    await expect(banner(page)).toHaveAttribute("data-account-state", "active");

    const dialog = await openCancelDialog(page);
    await dialog.getByLabel("Company Password").fill(PASSWORD);
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: CANCELLATION_TEXTS.button }).click();
    // Cancelling ends the session: the page returns to the login (its toast is the cancellation spec's concern).
    await expect(page).toHaveURL(/\/advertiser-login$/, { timeout: 15_000 });

    await page.getByLabel(ADVERTISER_TEXTS.appNameLabel).fill(app.appName);
    await page.getByLabel(ADVERTISER_TEXTS.companyPasswordLabel).fill(PASSWORD);
    await page.getByRole("button", { name: ADVERTISER_TEXTS.loginButton }).click();
    await expect(banner(page)).toHaveAttribute("data-account-state", "cancelled");
    await expect(banner(page)).toContainText(ACCOUNT_STATE_TEXTS.cancelled.title);
    await expect(banner(page)).toContainText(ACCOUNT_STATE_TEXTS.ended);
    await expect(page.getByText(ADVERTISER_TEXTS.inactive, { exact: true })).toBeVisible();
    await expect(page.getByText(ACCOUNT_STATE_TEXTS.active.title)).toHaveCount(0);
    await expect(chart(page).locator("svg.recharts-surface").first()).toBeVisible();
  });
});
