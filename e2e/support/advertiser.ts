// Helpers of the advertiser spec: the stack's sample websites, the Stripe emulator's hosted checkout page, and
// students whose counted views the dashboard should show.
import {
  ADVERTISER_TEXTS,
  CANCELLATION_TEXTS,
  PAYMENT_TEXTS,
  REGISTRATION_TEXTS,
  SAFETY_CHECK_TEXTS,
  SEARCH_PAGE_CONTEXT,
  REGISTRATION_AGE_TEXTS,
} from "@kidsafe/contracts";
import type { SearchWebsitesResponse } from "@kidsafe/contracts";
import { SAMPLE_SITES_PORT_OFFSET } from "@kidsafe/dev-stack";
import { expect, request } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { e2eBaseUrl, e2ePort } from "./stack.ts";
import { CHILD_PASSWORD, uniqueUsername } from "./student-session.ts";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";

/** The dev stack serves its sample websites here (and opens them to the safety check's fetcher). */
export const sampleSitesOrigin = `http://localhost:${(e2ePort + SAMPLE_SITES_PORT_OFFSET).toString()}`;

export async function expectSampleSitesUp(): Promise<void> {
  const answer = await fetch(`${sampleSitesOrigin}/fractions`).catch(() => undefined);
  expect(answer?.ok, `the dev stack's sample websites should answer on ${sampleSitesOrigin} (was the port taken?)`).toBe(true);
}

/** Stripe's test cards, as the emulator honours them. */
export const TEST_CARDS = { pays: "4242 4242 4242 4242" } as const;

/** Pays on the emulator's hosted checkout page, as a person would. */
export async function payOnCheckoutPage(page: Page, card: string, email: string): Promise<void> {
  await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
}

export interface NewApp {
  appName: string;
  appUrl: string;
  password: string;
}

/**
 * Registers an app through the pages as a developer would (form, safety check, the hosted checkout paid), and
 * answers its id once its dashboard shows. The payment-complete page must say the app went live.
 */
export async function registerAndPayThroughPages(page: Page, app: NewApp): Promise<number> {
  await page.goto("/advertiser-register");
  await fillRegistrationForm(page, app);
  await page.getByRole("button", { name: REGISTRATION_TEXTS.continueButton }).click();
  await expect(page.getByText(SAFETY_CHECK_TEXTS.mayTakeUpTo)).toBeVisible();
  await expect(page.getByText("$100.00")).toBeVisible({ timeout: 60_000 });
  await payOnCheckoutPage(page, TEST_CARDS.pays, "developer@fraction-forest.example");
  await expect(page.getByText(PAYMENT_TEXTS.upfrontSuccess)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/advertiser\/\d+$/, { timeout: 20_000 });
  return Number(/\/advertiser\/(\d+)$/.exec(page.url())?.[1]);
}

/** Fills the registration form as a developer would; `confirmPassword` differs from the password only when given. */
export async function fillRegistrationForm(page: Page, app: NewApp, confirmPassword = app.password): Promise<void> {
  await page.getByLabel(ADVERTISER_TEXTS.appNameLabel).fill(app.appName);
  await page.getByLabel(REGISTRATION_TEXTS.appUrlLabel).fill(app.appUrl);
  await page.getByLabel(REGISTRATION_TEXTS.appDescriptionLabel).fill("Practise fractions with friendly forest games.");
  // Every age the specs' children are (their settings say 9 or so).
  await page.getByLabel(REGISTRATION_AGE_TEXTS.minAgeLabel).selectOption("5");
  await page.getByLabel(REGISTRATION_AGE_TEXTS.maxAgeLabel).selectOption("18");
  await page.getByLabel(ADVERTISER_TEXTS.companyPasswordLabel, { exact: true }).fill(app.password);
  await page.getByLabel(REGISTRATION_TEXTS.confirmPasswordLabel).fill(confirmPassword);
}

/** The folded danger zone of the dashboard: its toggle, and the Cancel Subscription button it reveals. */
export function dangerZone(page: Page) {
  const region = page.getByRole("region", { name: "Danger Zone" });
  return {
    region,
    toggle: region.getByRole("button", { name: "Danger Zone" }),
    cancel: region.getByRole("button", { name: CANCELLATION_TEXTS.button }),
  };
}

/** Unfolds the danger zone (when folded) and opens the cancel dialog from it. */
export async function openCancelDialog(page: Page): Promise<Locator> {
  const zone = dangerZone(page);
  if ((await zone.toggle.getAttribute("aria-expanded")) !== "true") await zone.toggle.click();
  await zone.cancel.click();
  const dialog = page.getByRole("dialog", { name: CANCELLATION_TEXTS.button });
  await expect(dialog).toBeVisible();
  // Measured boxes are only true once the dialog's opening animation is over.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  return dialog;
}

/** The toasts on screen now. */
export function visibleToasts(page: Page): Locator {
  return page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
}

/** Nothing on the page is wider than the window: no sideways scrolling on a phone. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.content, "the page is wider than the window").toBeLessThanOrEqual(widths.window);
}

/** A dashboard figure (its stat card, named by its label). */
export function statValue(page: Page, label: string): Locator {
  return page.getByRole("group", { name: label }).locator(".stat-value");
}

/**
 * A new student (a cookie jar of their own) searches for the app until the sponsored index has it (the index
 * follows registrations within seconds), then its result scrolls into view: the view is counted.
 */
export async function studentViewsApp(query: string, advertiserId: number): Promise<void> {
  const student = await request.newContext({ baseURL: e2eBaseUrl });
  try {
    const registered = await student.post("/api/register", {
      data: { username: uniqueUsername("viewer"), password: CHILD_PASSWORD, birthYear: TEEN_BIRTH_YEAR },
    });
    expect(registered.ok()).toBe(true);
    const sessionId = `search-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    await expect
      .poll(
        async () => {
          const answer = await student.post("/api/search-websites", { data: { query, sessionId } });
          const body = (await answer.json()) as SearchWebsitesResponse;
          return body.websites.some((site) => site.advertiserId === advertiserId);
        },
        { timeout: 20_000, message: "the new app should be among the sponsored results" },
      )
      .toBe(true);
    const viewed = await student.post("/api/track-view", {
      data: { advertiserId, searchQuery: query, sessionId, pageContext: SEARCH_PAGE_CONTEXT },
    });
    expect(viewed.ok()).toBe(true);
  } finally {
    await student.dispose();
  }
}
