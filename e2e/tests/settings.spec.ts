/// <reference lib="dom" />
import { AGE_OPTIONS, PARENTAL_TEXTS, PRIVACY_TEXTS, SETTINGS_TEXTS, STORAGE_KEYS, SUBJECT_OPTIONS, VOICE_OPTIONS } from "@kidsafe/contracts";
import type { ChatResponse } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import { PARENT_PASSWORD, localStorageItem, openSettingsPanel, signUp, toastWithTitle } from "../support/student-session.ts";
import { expectNoStatusCodeInToasts } from "../support/viewports.ts";

// Seed 000 §2, §3: the settings panel from the chat screen's bottom bar, the /settings page, and the browser
// storage keys the settings write.

/** The student web app's confirm field for a new parent password. */
const NEW_PASSWORD_CONFIRM_LABEL = "Type it again";

test.describe("settings panel", () => {
  test("slides in from the right with every setting of the seed, in its order", async ({ page }) => {
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await expect(panel).toHaveAttribute("data-side", "right");
    // It slides in: once the animation settles, its right edge is the window's.
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(viewport?.width);

    for (const label of [SETTINGS_TEXTS.theme, SETTINGS_TEXTS.age, SETTINGS_TEXTS.subject, SETTINGS_TEXTS.voice]) {
      await expect(panel.getByRole("combobox", { name: label })).toBeEnabled();
    }
    for (const label of [SETTINGS_TEXTS.phoneMode, SETTINGS_TEXTS.studyMode, SETTINGS_TEXTS.fullscreenExitAlert]) {
      await expect(panel.getByRole("switch", { name: label })).toBeVisible();
    }
    await expect(panel.getByRole("option")).toHaveCount(2 + AGE_OPTIONS.length + SUBJECT_OPTIONS.length + VOICE_OPTIONS.length);
    for (const voice of VOICE_OPTIONS) {
      await expect(panel.getByRole("option", { name: `${voice.value} (${voice.label})` })).toBeAttached();
    }
    await expect(panel.getByRole("button", { name: SETTINGS_TEXTS.developerPortal })).toBeVisible();
    await expect(panel.getByRole("button", { name: SETTINGS_TEXTS.logOut })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("switches the theme, per user and globally, and keeps it after a reload", async ({ page }) => {
    const student = await signUp(page);
    const panel = await openSettingsPanel(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");

    await panel.getByRole("combobox", { name: SETTINGS_TEXTS.theme }).selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await localStorageItem(page, STORAGE_KEYS.theme(student.id))).toBe("dark");
    expect(await localStorageItem(page, STORAGE_KEYS.themeGlobal)).toBe("dark");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    const again = await openSettingsPanel(page);
    await expect(again.getByRole("combobox", { name: SETTINGS_TEXTS.theme })).toHaveValue("dark");
    await again.getByRole("combobox", { name: SETTINGS_TEXTS.theme }).selectOption("light");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("stores age, subject and voice under the seed's keys", async ({ page }) => {
    const student = await signUp(page);
    const panel = await openSettingsPanel(page);
    await expect(panel.getByRole("combobox", { name: SETTINGS_TEXTS.age })).toHaveValue("smart_adapt");
    await expect(panel.getByRole("combobox", { name: SETTINGS_TEXTS.voice })).toHaveValue("Puck");

    await panel.getByRole("combobox", { name: SETTINGS_TEXTS.age }).selectOption("9");
    await panel.getByRole("combobox", { name: SETTINGS_TEXTS.subject }).selectOption("science");
    await panel.getByRole("combobox", { name: SETTINGS_TEXTS.voice }).selectOption("Kore");

    expect(await localStorageItem(page, STORAGE_KEYS.age(student.id))).toBe("9");
    expect(await localStorageItem(page, STORAGE_KEYS.userAge)).toBe("9");
    expect(await localStorageItem(page, STORAGE_KEYS.subject(student.id))).toBe("science");
    expect(await localStorageItem(page, STORAGE_KEYS.selectedSubject)).toBe("science");
    expect(await localStorageItem(page, STORAGE_KEYS.geminiVoice)).toBe("Kore");

    await page.reload();
    const again = await openSettingsPanel(page);
    await expect(again.getByRole("combobox", { name: SETTINGS_TEXTS.age })).toHaveValue("9");
    await expect(again.getByRole("combobox", { name: SETTINGS_TEXTS.subject })).toHaveValue("science");
  });

  test("turns phone mode on, and then slides in from the bottom", async ({ page }) => {
    const student = await signUp(page);
    const panel = await openSettingsPanel(page);
    await panel.getByRole("switch", { name: SETTINGS_TEXTS.phoneMode }).click();
    await expect(panel.getByRole("switch", { name: SETTINGS_TEXTS.phoneMode })).toHaveAttribute("aria-checked", "true");
    expect(await localStorageItem(page, STORAGE_KEYS.phoneMode(student.id))).toBe("true");
    await expect(panel).toHaveAttribute("data-side", "bottom");

    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box && { bottom: Math.round(box.y + box.height), width: box.width };
      })
      .toEqual({ bottom: viewport?.height, width: viewport?.width });
  });

  test("opens the Developer Portal on the second tap within 3 seconds", async ({ page }) => {
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await panel.getByRole("button", { name: SETTINGS_TEXTS.developerPortal }).click();
    await expect(panel.getByRole("button", { name: "Tap Again to Open" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await panel.getByRole("button", { name: "Tap Again to Open" }).click();
    await expect(page).toHaveURL(/\/advertiser-login$/);
  });

  test("logs out on the second tap", async ({ page }) => {
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await panel.getByRole("button", { name: SETTINGS_TEXTS.logOut }).click();
    await panel.getByRole("button", { name: "Tap Again to Log Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });
});

test.describe("parental controls", () => {
  test("a daily message limit saved behind the parent password locks the chat, and 'Unlock for today' frees it", async ({ page }) => {
    const student = await signUp(page);
    const panel = await openSettingsPanel(page);
    await panel.getByRole("button", { name: PARENTAL_TEXTS.title }).click();
    const dialog = page.getByRole("dialog", { name: PARENTAL_TEXTS.title });
    await expect(dialog).toContainText(PARENTAL_TEXTS.choosePassword);
    await expect(dialog).toContainText(PARENTAL_TEXTS.weakParentPassword);

    await dialog.getByLabel(PARENTAL_TEXTS.dailyMessageLimit).fill("1");
    await dialog.getByRole("button", { name: PARENTAL_TEXTS.save }).click();
    await expect(dialog.getByText("Please enter your password")).toBeVisible();
    await dialog.getByLabel(PARENTAL_TEXTS.parentPassword).fill(PARENT_PASSWORD);
    await dialog.getByLabel(NEW_PASSWORD_CONFIRM_LABEL).fill(PARENT_PASSWORD);
    await dialog.getByRole("button", { name: PARENTAL_TEXTS.save }).click();
    await expect(toastWithTitle(page, PARENTAL_TEXTS.saved)).toBeVisible();
    await expect(dialog).toBeHidden();

    const limits = (await (await page.request.get("/api/parental-limits")).json()) as { dailyMessageLimit: number; timeZone: string };
    expect(limits.dailyMessageLimit).toBe(1);
    expect(limits.timeZone).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));

    /** A chat message through the API, retried while the server's 2000 ms cooldown answers 429. */
    async function send(message: string): Promise<ChatResponse> {
      let reply: ChatResponse | undefined;
      await expect(async () => {
        const response = await page.request.post("/api/chat", { data: { message, sessionId: `limits-${student.id.toString()}`, files: [] } });
        expect(response.status()).toBe(200);
        reply = (await response.json()) as ChatResponse;
      }).toPass({ intervals: [500] });
      return reply as ChatResponse;
    }
    expect((await send("What is 2 + 2?")).locked).not.toBe(true);
    // The limit is checked before anything else: the second message is locked at once.
    expect((await send("And 3 + 3?")).locked).toBe(true);

    await panel.getByRole("button", { name: PARENTAL_TEXTS.title }).click();
    // The password is set now: it is entered once, and a wrong one is refused with the server's sentence alone.
    await expect(dialog.getByLabel(NEW_PASSWORD_CONFIRM_LABEL)).toHaveCount(0);
    await dialog.getByLabel(PARENTAL_TEXTS.parentPassword).fill("not the parent password");
    await dialog.getByRole("button", { name: PARENTAL_TEXTS.unlockToday }).click();
    await expect(toastWithTitle(page, "Error")).toBeVisible();
    await expectNoStatusCodeInToasts(page);
    // One message today; the minutes depend on when the run crosses a minute boundary.
    await expect(dialog).toContainText(/Today: 1 message, \d+ minutes?/);
    await dialog.getByLabel(PARENTAL_TEXTS.parentPassword).fill(PARENT_PASSWORD);
    await dialog.getByRole("button", { name: PARENTAL_TEXTS.unlockToday }).click();
    await expect(toastWithTitle(page, PARENTAL_TEXTS.unlocked)).toBeVisible();
    expect((await send("And 4 + 4?")).locked).not.toBe(true);
  });
});

test.describe("/settings page", () => {
  test("shows the username, 'Free', the settings and a link back to the chat", async ({ page }) => {
    const student = await signUp(page);
    await page.goto("/settings");
    await expect(page.getByText(student.username)).toBeVisible();
    await expect(page.getByText(SETTINGS_TEXTS.accountType, { exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: SETTINGS_TEXTS.theme })).toBeVisible();
    await page.getByRole("link", { name: "Back to Chat" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("leads to the privacy policy's account settings, and the privacy page leads back", async ({ page }) => {
    await signUp(page);
    await page.goto("/settings");
    await page.getByRole("link", { name: "Privacy and account" }).click();
    await expect(page).toHaveURL(/\/privacy-policy#privacy-settings$/);
    await expect(page.getByRole("button", { name: PRIVACY_TEXTS.deleteAccount })).toBeInViewport();
    await page.getByRole("link", { name: "Back to KidSafe" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Game Hub" })).toBeVisible();
  });

  test("asks a signed-out visitor to log in", async ({ page }) => {
    await page.goto("/settings");
    await expect(page.getByText(SETTINGS_TEXTS.loginRequired)).toBeVisible();
    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
