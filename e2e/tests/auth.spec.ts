import { AUTH_TEXTS, GENERAL_TEXTS } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { answerAgeQuestion, TEEN_AGE } from "../support/age-question.ts";
import { openSettingsPanel } from "../support/student-session.ts";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";

// Seed 000 §2, §4, §5, §8: sign-up, sign-in, sign-out and the protected routes, through the whole stack.

/** A username no earlier run has taken (the e2e database outlives a run). */
function uniqueUsername(): string {
  return `kid_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

const PASSWORD = "correct horse battery staple";

function toastWithTitle(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /notifications/i })
    .getByRole("listitem")
    .filter({ hasText: title });
}

async function openAuthTab(page: Page, tab: "Login" | "Sign Up") {
  await page.getByRole("tab", { name: tab }).click();
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
}

async function submitCredentials(page: Page, button: "Sign In" | "Create Account", username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: button }).click();
}

async function expectSignedInHome(page: Page, username: string) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: `Hello ${username}!` })).toBeVisible();
}

test.describe("student sign-in", () => {
  test("registers, signs out with two taps, and signs back in", async ({ page }) => {
    const username = uniqueUsername();
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: AUTH_TEXTS.heading })).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.tagline)).toBeVisible();

    await openAuthTab(page, "Sign Up");
    await submitCredentials(page, "Create Account", username, PASSWORD);
    // The toast greets the new account while the age question (asked once, after sign-up) shows.
    await expect(toastWithTitle(page, AUTH_TEXTS.accountCreatedTitle)).toBeVisible();
    await answerAgeQuestion(page, TEEN_AGE);
    await expectSignedInHome(page, username);

    // Log Out lives in the settings panel. The first tap only arms it; the second, within 3 seconds, signs out.
    const panel = await openSettingsPanel(page);
    await panel.getByRole("button", { name: "Log Out" }).click();
    await expect(panel.getByRole("button", { name: "Tap Again to Log Out" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await panel.getByRole("button", { name: "Tap Again to Log Out" }).click();

    await expect(page).toHaveURL(/\/auth$/);
    await expect(toastWithTitle(page, AUTH_TEXTS.goodbyeTitle)).toBeVisible();
    await expect(page.getByRole("heading", { name: AUTH_TEXTS.heading })).toBeVisible();

    await submitCredentials(page, "Sign In", username, PASSWORD);
    await expectSignedInHome(page, username);
    await expect(toastWithTitle(page, AUTH_TEXTS.welcomeBackTitle)).toContainText(username);

    // The session survives a reload: GET /api/user answers with the user.
    await page.reload();
    await expectSignedInHome(page, username);
  });

  test("shows 'Login failed' with the server's message for a wrong password", async ({ page, request }) => {
    const username = uniqueUsername();
    const registered = await request.post("/api/register", { data: { username, password: PASSWORD, birthYear: TEEN_BIRTH_YEAR } });
    expect(registered.ok()).toBe(true);

    await page.goto("/auth");
    await submitCredentials(page, "Sign In", username, "not the password");

    const toast = toastWithTitle(page, AUTH_TEXTS.loginFailedTitle);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(AUTH_TEXTS.invalidCredentials);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("sends a signed-out visitor of a protected route to /auth, and to / after signing in", async ({ page, request }) => {
    const username = uniqueUsername();
    expect((await request.post("/api/register", { data: { username, password: PASSWORD, birthYear: TEEN_BIRTH_YEAR } })).ok()).toBe(true);

    await page.goto("/chat");
    await expect(page).toHaveURL(/\/auth$/);
    await submitCredentials(page, "Sign In", username, PASSWORD);
    await expectSignedInHome(page, username);

    // Signed in, /auth itself leads home.
    await page.goto("/auth");
    await expectSignedInHome(page, username);
  });

  test("shows the required-field errors under the fields when submitting empty", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).click();

    await expect(page.getByText(AUTH_TEXTS.usernameRequired)).toBeVisible();
    await expect(page.getByText(AUTH_TEXTS.passwordRequired)).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription(AUTH_TEXTS.usernameRequired);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("shows the not-found page for an unknown path", async ({ page }) => {
    await page.goto("/no-such-page-here");
    await expect(page.getByRole("heading", { name: GENERAL_TEXTS.notFound })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });
});
