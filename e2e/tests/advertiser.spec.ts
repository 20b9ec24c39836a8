// Seed 001 end to end: an app developer registers, passes the AI safety check of a real (local) website, pays $100
// on the Stripe emulator's hosted checkout page, and follows the dashboard while children see the app; then the
// session expires, the weekly bill is paid from the payment prompt, and the subscription is cancelled.
import {
  ADVERTISER_TEXTS,
  CANCELLATION_TEXTS,
  PAYMENT_TEXTS,
  REGISTRATION_AGE_TEXTS,
  REGISTRATION_TEXTS,
  SAFETY_CHECK_TEXTS,
} from "@kidsafe/contracts";
import { sql } from "kysely";
import { expect, test } from "@playwright/test";
import { expectSampleSitesUp, payOnCheckoutPage, sampleSitesOrigin, statValue, studentViewsApp, TEST_CARDS } from "../support/advertiser.ts";
import { openStackDatabase } from "../support/search.ts";
import { toastWithTitle } from "../support/student-session.ts";

const PASSWORD = "fraction forest company secret";
/** Views that make a bill above the provider's minimum charge (50 cents at $0.10 each). */
const STUDENTS = 6;

test.describe("the advertiser portal", () => {
  test.setTimeout(240_000);

  test("registers, pays upfront, watches counted views, pays the weekly bill and cancels", async ({ page }) => {
    await expectSampleSitesUp();
    // A word no other run's app holds, so this app is the one children's searches find.
    const word = `zq${Date.now().toString(36)}`;
    const appName = `Fraction Forest ${word}`;

    await test.step("registration and the safety check", async () => {
      await page.goto("/advertise");
      await page.getByRole("link", { name: ADVERTISER_TEXTS.getStarted }).click();
      await expect(page).toHaveURL(/\/advertiser-register$/);
      await page.getByLabel(ADVERTISER_TEXTS.appNameLabel).fill(appName);
      await page.getByLabel(REGISTRATION_TEXTS.appUrlLabel).fill(`${sampleSitesOrigin}/fractions?app=${word}`);
      await page.getByLabel(REGISTRATION_TEXTS.appDescriptionLabel).fill("Practise fractions with friendly forest games.");
      await page.getByLabel(REGISTRATION_AGE_TEXTS.minAgeLabel).selectOption("5");
      await page.getByLabel(REGISTRATION_AGE_TEXTS.maxAgeLabel).selectOption("18");
      await page.getByLabel(ADVERTISER_TEXTS.companyPasswordLabel, { exact: true }).fill(PASSWORD);
      await page.getByLabel(REGISTRATION_TEXTS.confirmPasswordLabel).fill(PASSWORD);
      await page.getByRole("button", { name: REGISTRATION_TEXTS.continueButton }).click();
      await expect(page).toHaveURL(/\/advertiser-safety-check$/);
      await expect(page.getByText(SAFETY_CHECK_TEXTS.mayTakeUpTo)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Your website passed the safety check" })).toBeVisible({ timeout: 40_000 });
    });

    await test.step("$100 upfront on the hosted checkout page", async () => {
      await expect(page.getByText("$100.00")).toBeVisible({ timeout: 20_000 });
      await payOnCheckoutPage(page, TEST_CARDS.pays, "developer@fraction-forest.example");
      await expect(page).toHaveURL(/\/advertiser\/payment-complete\?session_id=/, { timeout: 20_000 });
      await expect(page).toHaveURL(/\/advertiser\/\d+$/, { timeout: 20_000 });
      await expect(page.getByText(ADVERTISER_TEXTS.active, { exact: true })).toBeVisible();
      await expect(statValue(page, "Total Impressions")).toHaveText("0");
    });
    const advertiserId = Number(/\/advertiser\/(\d+)$/.exec(page.url())?.[1]);

    await test.step("children's counted views reach the dashboard within seconds", async () => {
      for (let student = 0; student < STUDENTS; student++) await studentViewsApp(`${word} fractions`, advertiserId);
      await expect(statValue(page, "Total Impressions")).toHaveText(String(STUDENTS), { timeout: 15_000 });
      await expect(statValue(page, "This Week")).toHaveText(String(STUDENTS));
    });

    await test.step("an expired session leads to the login page, and signing in again opens the dashboard", async () => {
      await page.context().clearCookies();
      await expect(toastWithTitle(page, ADVERTISER_TEXTS.sessionExpiredTitle)).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveURL(/\/advertiser-login$/);
      await page.getByLabel(ADVERTISER_TEXTS.appNameLabel).fill(appName);
      await page.getByLabel(ADVERTISER_TEXTS.companyPasswordLabel).fill(PASSWORD);
      await page.getByRole("button", { name: ADVERTISER_TEXTS.loginButton }).click();
      await expect(page).toHaveURL(new RegExp(`/advertiser/${advertiserId.toString()}$`));
      await expect(statValue(page, "Total Impressions")).toHaveText(String(STUDENTS));
    });

    await test.step("money owed stops a cancellation", async () => {
      await page.getByRole("button", { name: CANCELLATION_TEXTS.button }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(/Please pay your outstanding fees before cancelling/)).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await expect(dialog).toBeHidden();
    });

    await test.step("on the billing day the payment prompt charges the saved card", async () => {
      // The test's clock: the running cycle is moved back a week, so its billing day is today.
      const db = openStackDatabase();
      try {
        await sql`update advertiser_usage set cycle_start = now() - interval '7 days', cycle_end = now() where advertiser_id = ${advertiserId}`.execute(
          db,
        );
      } finally {
        await db.destroy();
      }
      await page.evaluate(() => sessionStorage.removeItem("lastPaymentPromptDate"));
      await page.reload();
      const prompt = page.getByRole("dialog", { name: "Payment Due" });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await expect(prompt.getByText("$0.60")).toBeVisible();
      await prompt.getByRole("button", { name: "Pay Now" }).click();
      await expect(toastWithTitle(page, PAYMENT_TEXTS.simulatedTitle)).toBeVisible({ timeout: 20_000 });
      await expect(statValue(page, "Total Charges")).toHaveText("$100.60", { timeout: 15_000 });
      await expect(statValue(page, "This Week")).toHaveText("0");
    });

    await test.step("with nothing owed, the subscription is cancelled", async () => {
      await page.getByRole("button", { name: CANCELLATION_TEXTS.button }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Company Password").fill(PASSWORD);
      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: CANCELLATION_TEXTS.button }).click();
      await expect(toastWithTitle(page, "Subscription Cancelled")).toBeVisible({ timeout: 15_000 });
    });
  });
});
