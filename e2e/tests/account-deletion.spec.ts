/// <reference lib="dom" />
import { ACCOUNT_DELETION_TEXTS, PERMISSION_TOAST_MS, PRIVACY_TEXTS, STORAGE_KEYS } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import { CHILD_PASSWORD, PARENT_PASSWORD, localStorageItem, signUp, toastWithTitle } from "../support/student-session.ts";
import { expectNoStatusCodeInToasts } from "../support/viewports.ts";

// Seed 001 §2, §4, §5, §8: the privacy policy at /privacy-policy, its section 14 and deleting an account.

test.describe("privacy policy", () => {
  test("shows sections 1 to 14, scrolls to Privacy Settings, and links to the advertiser pages", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByText(`Last updated: ${PRIVACY_TEXTS.lastUpdated}`)).toBeVisible();
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(14);
    for (let number = 1; number <= 14; number += 1) await expect(headings.nth(number - 1)).toContainText(`${number.toString()}.`);
    await expect(page.getByText(/limited to 50 messages per chat/)).toBeVisible();
    await expect(page.getByText(/We do not store audio/)).toBeVisible();

    const settings = page.getByRole("heading", { name: `14. ${PRIVACY_TEXTS.privacySettings}` });
    await expect(settings).not.toBeInViewport();
    await page.getByRole("button", { name: PRIVACY_TEXTS.privacySettings }).click();
    await expect(settings).toBeInViewport();

    await expect(page.getByRole("link", { name: PRIVACY_TEXTS.backToDeveloperPortal })).toHaveAttribute("href", "/advertiser-login");
    await expect(page.getByRole("link", { name: "Back to Advertise" })).toHaveAttribute("href", "/advertise");
    // A signed-out visitor reads the policy but is asked to log in to delete an account.
    await expect(page.getByText("Log in to delete your account.")).toBeVisible();
  });

  test("shows the camera and microphone help as a toast for 8 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/privacy-policy");
    const help = page.getByRole("button", { name: "Camera & Microphone Permissions" });
    await expect(help).toBeVisible();
    await expect(page.getByRole("region", { name: /notifications/i, includeHidden: true })).toBeAttached();
    // Once the page and its toaster are up, the page's clock stands still: a slow machine cannot spend the toast's
    // time before the checks.
    await page.clock.pauseAt(Date.now() + 60_000);
    await help.click();
    const toast = toastWithTitle(page, "Camera & Microphone");
    await expect(toast).toBeVisible();
    // Past the default 5 s a toast would be gone; this one stays until 8 s.
    await page.clock.runFor(PERMISSION_TOAST_MS - 1000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2000);
    await expect(toast).toBeHidden();
  });
});

test.describe("deleting an account", () => {
  test("asks for the password, refuses a wrong one, then deletes, says so and signs out after 1.5 s", async ({ page }) => {
    const student = await signUp(page);
    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount }).click();
    const dialog = page.getByRole("dialog", { name: PRIVACY_TEXTS.deleteAccount });

    await dialog.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount }).click();
    await expect(dialog.getByText(ACCOUNT_DELETION_TEXTS.passwordRequired)).toBeVisible();

    await dialog.getByLabel("Password").fill("not my password");
    await dialog.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount }).click();
    await expect(toastWithTitle(page, ACCOUNT_DELETION_TEXTS.failedTitle)).toContainText("Incorrect password");
    await expectNoStatusCodeInToasts(page);
    expect((await page.request.get("/api/user")).status()).toBe(200);

    await dialog.getByLabel("Password").fill(CHILD_PASSWORD);
    await dialog.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount }).click();
    await expect(toastWithTitle(page, ACCOUNT_DELETION_TEXTS.successTitle)).toBeVisible();
    const deletedAt = Date.now();
    // Signed out after 1.5 s: to /, which sends a signed-out visitor on to /auth.
    await expect(page).toHaveURL(/\/auth$/);
    expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(1000);
    expect(await localStorageItem(page, STORAGE_KEYS.age(student.id))).toBeNull();

    expect((await page.request.get("/api/user")).status()).toBe(401);
    const login = await page.request.post("/api/login", { data: { username: student.username, password: CHILD_PASSWORD } });
    expect(login.status()).toBe(401);
  });

  test("is refused while study mode is on", async ({ page }) => {
    await signUp(page);
    const on = await page.request.post("/api/study-mode/toggle", { data: { enabled: true, password: PARENT_PASSWORD } });
    expect(on.ok()).toBe(true);

    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount }).click();
    const dialog = page.getByRole("dialog", { name: PRIVACY_TEXTS.deleteAccount });
    await dialog.getByLabel("Password").fill(CHILD_PASSWORD);
    await dialog.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount }).click();
    await expect(toastWithTitle(page, ACCOUNT_DELETION_TEXTS.failedTitle)).toContainText("Disable study mode first");
    expect((await page.request.get("/api/user")).status()).toBe(200);
  });
});
