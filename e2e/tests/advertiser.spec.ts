// Seed 001 end to end: an app developer registers, passes the AI safety check of a real (local) website, pays $100
// on the Stripe emulator's hosted checkout page, and follows the dashboard while children see the app; then the
// session expires, the weekly bill is paid from the payment prompt, and the subscription is cancelled. Then the same
// pages on a laptop and a phone: what fits, what is folded, and what is said once.
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
import {
  dangerZone,
  expectNoSidewaysScroll,
  expectSampleSitesUp,
  fillRegistrationForm,
  openCancelDialog,
  payOnCheckoutPage,
  registerAndPayThroughPages,
  sampleSitesOrigin,
  statValue,
  studentViewsApp,
  TEST_CARDS,
  visibleToasts,
} from "../support/advertiser.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { openStackDatabase } from "../support/search.ts";
import { toastWithTitle } from "../support/student-session.ts";
import { expectNoStatusCodeInToasts, overlaps, VIEWPORTS } from "../support/viewports.ts";

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
      const dialog = await openCancelDialog(page);
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
      const dialog = await openCancelDialog(page);
      await dialog.getByLabel("Company Password").fill(PASSWORD);
      await dialog.getByRole("checkbox").check();
      await dialog.getByRole("button", { name: CANCELLATION_TEXTS.button }).click();
      await expect(toastWithTitle(page, "Subscription Cancelled")).toBeVisible({ timeout: 15_000 });
    });
  });
});

test.describe("the advertiser's pages on a laptop and a phone", () => {
  test.setTimeout(240_000);

  for (const viewport of ["desktop", "phone"] as const) {
    test(`an unsafe website at ${viewport}: no stale toast, a short verdict with its findings folded`, async ({ page }) => {
      await expectSampleSitesUp();
      await page.setViewportSize(VIEWPORTS[viewport]);
      const word = `zu${viewport}${Date.now().toString(36)}`;
      const appUrl = `${sampleSitesOrigin}/casino?app=${word}`;
      const app = { appName: `Lucky Spins ${word}`, appUrl, password: PASSWORD };

      await test.step("the registration form fits, and says once when the passwords differ", async () => {
        await page.goto("/advertiser-register");
        await fillRegistrationForm(page, app, `${PASSWORD} typo`);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
        await page.getByRole("button", { name: REGISTRATION_TEXTS.continueButton }).click();
        await expect(toastWithTitle(page, REGISTRATION_TEXTS.passwordsMismatchTitle)).toBeVisible();
        await expectNoStatusCodeInToasts(page);
      });

      await test.step("the corrected form opens the safety check without the old toast", async () => {
        await page.getByLabel(REGISTRATION_TEXTS.confirmPasswordLabel).fill(PASSWORD);
        await page.getByRole("button", { name: REGISTRATION_TEXTS.continueButton }).click();
        await expect(page).toHaveURL(/\/advertiser-safety-check$/);
        await expect(page.getByText(SAFETY_CHECK_TEXTS.mayTakeUpTo)).toBeVisible();
        await expect(visibleToasts(page)).toHaveCount(0);
        await expectNoSidewaysScroll(page);
      });

      await test.step("the verdict is one line, left-aligned, with the website named once in the folded findings", async () => {
        const verdict = page.getByRole("heading", { name: /^Not approved: / });
        await expect(verdict).toBeVisible({ timeout: 40_000 });
        await expect(verdict).toContainText("gambling");
        expect(await verdict.evaluate((element) => getComputedStyle(element).textAlign)).toMatch(/^(start|left)$/);
        const findings = page.locator("details", { hasText: "What the check found" });
        await expect(findings).not.toHaveAttribute("open");
        await expect(page.getByText(appUrl, { exact: true })).toBeHidden();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);

        await findings.getByText("What the check found").click();
        await expect(findings).toHaveAttribute("open");
        await expect(page.getByText(appUrl, { exact: true })).toBeVisible();
        const pageText = await page.getByRole("main").textContent();
        expect(pageText?.split(appUrl), "the website's address is said once").toHaveLength(2);
        await expect(findings.getByRole("listitem").first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      await test.step("'Try Different Website' returns to the form", async () => {
        await page.getByRole("button", { name: SAFETY_CHECK_TEXTS.tryDifferentWebsite }).click();
        await expect(page).toHaveURL(/\/advertiser-register$/);
        await expect(page.getByLabel(REGISTRATION_TEXTS.appUrlLabel)).toHaveValue(appUrl);
      });
    });
  }

  test("the dashboard, its danger zone and cancel dialog, and the billing page, at both sizes", async ({ page }) => {
    await expectSampleSitesUp();
    await page.setViewportSize(VIEWPORTS.phone);
    const word = `zp${Date.now().toString(36)}`;
    const app = { appName: `Fraction Fields ${word}`, appUrl: `${sampleSitesOrigin}/fractions?app=${word}`, password: PASSWORD };
    const advertiserId = await registerAndPayThroughPages(page, app);
    const zone = dangerZone(page);

    for (const viewport of ["phone", "desktop"] as const) {
      await test.step(`${viewport}: the dashboard fits, its danger zone folded at the bottom`, async () => {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto(`/advertiser/${advertiserId.toString()}`);
        await expect(zone.toggle).toHaveAttribute("aria-expanded", "false");
        await expect(zone.cancel).toBeHidden();
        const bottomOfZone = await zone.region.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
        const topOfHistory = await page
          .getByRole("region", { name: "Billing History" })
          .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        expect(bottomOfZone).toBeGreaterThan(topOfHistory);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });

      await test.step(`${viewport}: opened, it offers an outline button, and the dialog's buttons line up`, async () => {
        await zone.toggle.click();
        await expect(zone.toggle).toHaveAttribute("aria-expanded", "true");
        await expect(zone.cancel).toBeVisible();
        await expect(zone.cancel).not.toHaveClass(/ks-button--destructive/);
        await expectNoAxeViolations(page);

        const dialog = await openCancelDialog(page);
        const keep = dialog.getByRole("button", { name: "Keep Subscription" });
        const cancel = dialog.getByRole("button", { name: CANCELLATION_TEXTS.button });
        const [keepBox, cancelBox] = [await keep.boundingBox(), await cancel.boundingBox()];
        expect(await overlaps(keep, cancel)).toBe(false);
        if (viewport === "desktop") {
          expect(Math.abs(keepBox!.y - cancelBox!.y), "both buttons share one row").toBeLessThan(2);
          expect(keepBox!.x, "the way out comes first").toBeLessThan(cancelBox!.x);
        } else {
          expect(keepBox!.y + keepBox!.height, "stacked, the way out first").toBeLessThanOrEqual(cancelBox!.y);
          expect(Math.abs(keepBox!.width - cancelBox!.width), "both full width").toBeLessThan(2);
        }
        await expectNoAxeViolations(page);

        await dialog.getByLabel("Company Password").fill("not the company password");
        await dialog.getByRole("checkbox").check();
        await cancel.click();
        const refusal = dialog.getByRole("alert");
        await expect(refusal).toContainText(CANCELLATION_TEXTS.incorrectPasswordTitle);
        await expect(page.getByText(/incorrect password/i), "the refusal is said once").toHaveCount(1);
        const [title, description] = await refusal.locator("p").allInnerTexts();
        expect(description?.toLowerCase()).not.toContain(title?.toLowerCase());
        await expect(dialog.getByLabel("Company Password")).toHaveValue("");
        await expectNoStatusCodeInToasts(page);
        await expectNoAxeViolations(page);
        await keep.click();
        await expect(dialog).toBeHidden();
      });

      await test.step(`${viewport}: the billing page fits`, async () => {
        await page.goto(`/advertiser/${advertiserId.toString()}/billing`);
        const login = page.getByRole("dialog", { name: "Billing Login" });
        await expect(login).toBeVisible();
        await expectNoAxeViolations(page);
        // A wrong password: the server's sentence, once, in the dialog; the password stays in the focused field.
        const field = login.getByLabel("Company Password");
        await field.fill("not the company password");
        await login.getByRole("button", { name: "View Billing" }).click();
        const refusal = login.getByRole("alert");
        await expect(refusal).toContainText(ADVERTISER_TEXTS.authFailedTitle);
        await expect(refusal).toContainText(ADVERTISER_TEXTS.invalidPasswordRetry);
        // Once: no toast behind the dialog says it again.
        for (const text of [ADVERTISER_TEXTS.authFailedTitle, ADVERTISER_TEXTS.invalidPasswordRetry]) {
          await expect(page.getByText(text, { exact: true })).toHaveCount(1);
        }
        await expect(field).toBeFocused();
        await expect(field).toHaveValue("not the company password");
        await expectNoAxeViolations(page);
        await field.fill(PASSWORD);
        await login.getByRole("button", { name: "View Billing" }).click();
        await expect(page.getByRole("heading", { name: "Billing History" })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    }

    await test.step("no toast follows the advertiser to another page", async () => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(`/advertiser/${advertiserId.toString()}`);
      await page.getByRole("button", { name: "Copy" }).click();
      await expect(visibleToasts(page)).toHaveCount(1);
      await page.getByRole("link", { name: ADVERTISER_TEXTS.backToLogin }).click();
      await expect(page).toHaveURL(/\/advertiser-login$/);
      await expect(visibleToasts(page)).toHaveCount(0);

      await page.getByLabel(ADVERTISER_TEXTS.appNameLabel).fill(app.appName);
      await page.getByLabel(ADVERTISER_TEXTS.companyPasswordLabel).fill("not the company password");
      await page.getByRole("button", { name: ADVERTISER_TEXTS.loginButton }).click();
      await expect(toastWithTitle(page, ADVERTISER_TEXTS.loginFailedTitle)).toBeVisible();
      await expectNoStatusCodeInToasts(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Register your app" }).click();
      await expect(page).toHaveURL(/\/advertiser-register$/);
      await expect(visibleToasts(page)).toHaveCount(0);
    });
  });
});
