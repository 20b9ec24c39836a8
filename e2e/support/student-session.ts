/// <reference lib="dom" />
// Helpers of the settings, study-mode and account-deletion specs: a fresh student, toasts, the settings panel.
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";

export const CHILD_PASSWORD = "correct horse battery staple";
export const PARENT_PASSWORD = "parent lighthouse 42";

export interface SignedUpStudent {
  id: number;
  username: string;
}

/** A username no earlier run has taken (the e2e database outlives a run). */
export function uniqueUsername(base = "kid"): string {
  return `${base}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A fresh account whose session cookie the page shares (page.request uses the browser context's cookies). */
export async function signUp(page: Page, base?: string): Promise<SignedUpStudent> {
  const username = uniqueUsername(base);
  const response = await page.request.post("/api/register", { data: { username, password: CHILD_PASSWORD, birthYear: TEEN_BIRTH_YEAR } });
  expect(response.ok(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as SignedUpStudent;
}

/**
 * A toast by its title. While a modal dialog is open the rest of the page (the toast area included) is
 * hidden from the accessibility tree, so the lookup includes hidden elements; toBeVisible still checks
 * that the toast shows on screen.
 */
export function toastWithTitle(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /notifications/i, includeHidden: true })
    .getByRole("listitem", { includeHidden: true })
    .filter({ hasText: title });
}

/** Closes the settings panel (or any dialog) with its close button: Escape would also leave fullscreen. */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
}

/** The main chat screen, then the settings panel from its bottom bar's settings button. */
export async function openSettingsPanel(page: Page): Promise<Locator> {
  if (new URL(page.url()).pathname !== "/") await page.goto("/");
  await page.getByRole("navigation", { name: "Chat tools" }).getByRole("button", { name: "Settings" }).click();
  const panel = page.getByRole("dialog", { name: "Settings" });
  await expect(panel).toBeVisible();
  return panel;
}

export function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export function isFullscreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.fullscreenElement !== null);
}
