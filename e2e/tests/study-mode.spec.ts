/// <reference lib="dom" />
import { PARENTAL_TEXTS, SETTINGS_TEXTS, STUDY_MODE_TEXTS } from "@kidsafe/contracts";
import type { StudyModeExitHistory } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { PARENT_PASSWORD, closeDialog, isFullscreen, openSettingsPanel, signUp, toastWithTitle } from "../support/student-session.ts";
import { expectNoStatusCodeInToasts } from "../support/viewports.ts";

/** The student web app's words for choosing a new parent password (its confirm field and mismatch sentence). */
const NEW_PASSWORD_CONFIRM_LABEL = "Type it again";
const PASSWORDS_DIFFER = "The two passwords are not the same. Please type the same password twice.";

// Seed 000 §4, §5, §8: study mode turned on and off with a parent password, fullscreen, the exit log, the beep,
// the lock screen at load outside fullscreen, and what study mode locks, in Chromium (its fullscreen works headless).

/** Counts the beeps: every WebAudio oscillator started on the page (the alert is the only sound it makes). */
async function countBeeps(page: Page) {
  await page.addInitScript(() => {
    const started = { count: 0 };
    (window as unknown as { __beeps: typeof started }).__beeps = started;
    const original = Object.getOwnPropertyDescriptor(AudioScheduledSourceNode.prototype, "start")?.value as (
      this: AudioScheduledSourceNode,
      when?: number,
    ) => void;
    OscillatorNode.prototype.start = function start(this: OscillatorNode, when?: number) {
      started.count += 1;
      original.call(this, when);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __beeps: { count: number } }).__beeps.count);
}

async function studyModeOnServer(page: Page): Promise<boolean> {
  return ((await (await page.request.get("/api/study-mode")).json()) as { enabled: boolean }).enabled;
}

async function exitsOnServer(page: Page): Promise<StudyModeExitHistory["exits"]> {
  return ((await (await page.request.get("/api/study-mode/exit-history")).json()) as StudyModeExitHistory).exits;
}

function studyModeSwitch(panel: Locator): Locator {
  return panel.getByRole("switch", { name: SETTINGS_TEXTS.studyMode });
}

/** The first time on, the parent password is chosen: typed twice. */
async function turnStudyModeOn(page: Page, panel: Locator, password = PARENT_PASSWORD) {
  await studyModeSwitch(panel).click();
  const dialog = page.getByRole("dialog", { name: "Turn on Study Mode" });
  await dialog.getByLabel("Parent password").fill(password);
  await dialog.getByLabel(NEW_PASSWORD_CONFIRM_LABEL).fill(password);
  await dialog.getByRole("button", { name: "Turn On" }).click();
  return dialog;
}

test.describe("study mode", () => {
  test("turns on with a parent password and fullscreen, locks what it locks, and turns off with the password", async ({ page }) => {
    await signUp(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Game Hub" })).toBeVisible();
    const panel = await openSettingsPanel(page);

    // A blank password is refused before anything is sent.
    await studyModeSwitch(panel).click();
    const enableDialog = page.getByRole("dialog", { name: "Turn on Study Mode" });
    await expect(enableDialog).toContainText("Choose a parent password");
    // The rules of a new parent password show before the first try.
    await expect(enableDialog).toContainText(PARENTAL_TEXTS.weakParentPassword);
    await enableDialog.getByRole("button", { name: "Turn On" }).click();
    await expect(enableDialog.getByText(STUDY_MODE_TEXTS.passwordRequired)).toBeVisible();
    expect(await studyModeOnServer(page)).toBe(false);

    // Two different passwords are refused on the page, with a sentence; nothing is sent.
    await enableDialog.getByLabel("Parent password").fill(PARENT_PASSWORD);
    await enableDialog.getByLabel(NEW_PASSWORD_CONFIRM_LABEL).fill(`${PARENT_PASSWORD}!`);
    await enableDialog.getByRole("button", { name: "Turn On" }).click();
    await expect(enableDialog.getByText(PASSWORDS_DIFFER)).toBeVisible();
    expect(await studyModeOnServer(page)).toBe(false);

    await enableDialog.getByLabel("Parent password").fill(PARENT_PASSWORD);
    await enableDialog.getByLabel(NEW_PASSWORD_CONFIRM_LABEL).fill(PARENT_PASSWORD);
    await enableDialog.getByRole("button", { name: "Turn On" }).click();
    await expect(enableDialog).toBeHidden();
    await expect(studyModeSwitch(panel)).toHaveAttribute("aria-checked", "true");
    expect(await isFullscreen(page)).toBe(true);
    expect(await studyModeOnServer(page)).toBe(true);

    // Locked: theme, age, voice; hidden: Developer Portal, Game Hub, Drawing Hub.
    for (const label of [SETTINGS_TEXTS.theme, SETTINGS_TEXTS.age, SETTINGS_TEXTS.voice]) {
      await expect(panel.getByRole("combobox", { name: label })).toBeDisabled();
    }
    await expect(panel.getByRole("combobox", { name: SETTINGS_TEXTS.subject })).toBeEnabled();
    await expect(panel.getByRole("button", { name: SETTINGS_TEXTS.developerPortal })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Game Hub", includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Drawing Hub", includeHidden: true })).toHaveCount(0);

    await panel.getByRole("button", { name: SETTINGS_TEXTS.logOut }).click();
    await expect(toastWithTitle(page, STUDY_MODE_TEXTS.logoutLockedTitle)).toContainText(STUDY_MODE_TEXTS.logoutLockedDescription);
    await panel.getByRole("button", { name: SETTINGS_TEXTS.logOut }).click();
    expect((await page.request.get("/api/user")).status()).toBe(200);

    // The switch is marked aria-disabled (locked) but still answers a tap with the seed's 'Locked' toast.
    const alert = panel.getByRole("switch", { name: SETTINGS_TEXTS.fullscreenExitAlert });
    await expect(alert).toHaveAttribute("aria-disabled", "true");
    await alert.click({ force: true });
    await expect(toastWithTitle(page, STUDY_MODE_TEXTS.lockedTitle)).toContainText(STUDY_MODE_TEXTS.lockedDescription);
    await expect(panel.getByRole("switch", { name: SETTINGS_TEXTS.fullscreenExitAlert })).toHaveAttribute("aria-checked", "true");

    // Off: a wrong password changes nothing, the right one turns it off and leaves fullscreen.
    await studyModeSwitch(panel).click();
    const disableDialog = page.getByRole("dialog", { name: "Turn off Study Mode" });
    await disableDialog.getByLabel("Parent password").fill("let me play");
    await disableDialog.getByRole("button", { name: "Turn Off" }).click();
    await expect(toastWithTitle(page, "Error")).toContainText("That parent password is not right");
    await expectNoStatusCodeInToasts(page);
    expect(await studyModeOnServer(page)).toBe(true);
    expect(await isFullscreen(page)).toBe(true);

    await disableDialog.getByLabel("Parent password").fill(PARENT_PASSWORD);
    await disableDialog.getByRole("button", { name: "Turn Off" }).click();
    await expect(disableDialog).toBeHidden();
    await expect(studyModeSwitch(panel)).toHaveAttribute("aria-checked", "false");
    await expect.poll(() => isFullscreen(page)).toBe(false);
    expect(await studyModeOnServer(page)).toBe(false);
    await expect(panel.getByRole("button", { name: SETTINGS_TEXTS.developerPortal })).toBeVisible();
    await closeDialog(panel);
    await expect(page.getByRole("button", { name: "Game Hub" })).toBeVisible();
    // Leaving fullscreen because the parent turned study mode off is not an exit.
    expect(await exitsOnServer(page)).toEqual([]);
  });

  test("logs each fullscreen exit with a beep and a toast, re-enters on the next click, and lists it in the history", async ({ page }) => {
    const beeps = await countBeeps(page);
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await turnStudyModeOn(page, panel);
    await expect(studyModeSwitch(panel)).toHaveAttribute("aria-checked", "true");
    await closeDialog(panel);
    expect(await isFullscreen(page)).toBe(true);

    // The child leaves fullscreen.
    await page.evaluate(() => document.exitFullscreen());
    await expect(toastWithTitle(page, STUDY_MODE_TEXTS.fullscreenExitedTitle)).toBeVisible();
    await expect.poll(() => exitsOnServer(page)).toHaveLength(1);
    expect(await beeps()).toBe(1);

    // The next click anywhere asks for fullscreen again.
    await page.mouse.click(10, 10);
    await expect.poll(() => isFullscreen(page)).toBe(true);

    const again = await openSettingsPanel(page);
    await again.locator(".settings-row--study").hover();
    await again.getByRole("button", { name: STUDY_MODE_TEXTS.viewHistory }).click();
    const history = page.getByRole("dialog", { name: "Study Mode Exit History" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem")).toContainText("Left fullscreen");
    const [exit] = await exitsOnServer(page);
    expect(Math.abs(Date.parse(exit?.exitedAt ?? "") - Date.now())).toBeLessThan(60_000);
  });

  test("does not beep when the Fullscreen Exit Alert is off", async ({ page }) => {
    const beeps = await countBeeps(page);
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await panel.getByRole("switch", { name: SETTINGS_TEXTS.fullscreenExitAlert }).click();
    await expect(panel.getByRole("switch", { name: SETTINGS_TEXTS.fullscreenExitAlert })).toHaveAttribute("aria-checked", "false");
    await turnStudyModeOn(page, panel);
    await expect(studyModeSwitch(panel)).toHaveAttribute("aria-checked", "true");

    await page.evaluate(() => document.exitFullscreen());
    await expect(toastWithTitle(page, STUDY_MODE_TEXTS.fullscreenExitedTitle)).toBeVisible();
    await expect.poll(() => exitsOnServer(page)).toHaveLength(1);
    expect(await beeps()).toBe(0);
  });

  test("stays on after a reload without fullscreen: the exit is logged and a lock screen asks for the parent password", async ({ page }) => {
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await turnStudyModeOn(page, panel);
    await expect(studyModeSwitch(panel)).toHaveAttribute("aria-checked", "true");

    // A reload leaves fullscreen; 50 ms after the main screen loads, the lock screen covers the app.
    await page.reload();
    const lock = page.getByRole("dialog", { name: "Study Mode Is On" });
    await expect(lock).toBeVisible();
    expect(await studyModeOnServer(page)).toBe(true);
    await expect.poll(async () => (await exitsOnServer(page)).map((exit) => exit.kind)).toEqual(["fullscreen_exit"]);
    // The seed's password-less switch-off is refused by the server.
    expect((await page.request.post("/api/study-mode/toggle", { data: { enabled: false } })).status()).toBe(403);

    await lock.getByLabel("Parent password").fill(PARENT_PASSWORD);
    await lock.getByRole("button", { name: "Turn Off" }).click();
    await expect(lock).toBeHidden();
    expect(await studyModeOnServer(page)).toBe(false);
    await expect(page.getByRole("button", { name: "Game Hub" })).toBeVisible();
  });

  test("is not turned on when fullscreen is refused", async ({ page }) => {
    await page.addInitScript(() => {
      Element.prototype.requestFullscreen = () => Promise.reject(new TypeError("Permissions check failed"));
    });
    await signUp(page);
    const panel = await openSettingsPanel(page);
    await turnStudyModeOn(page, panel);
    await expect(toastWithTitle(page, "Fullscreen Required")).toContainText(STUDY_MODE_TEXTS.fullscreenRequired);
    expect(await studyModeOnServer(page)).toBe(false);
    // The password dialog stays open for another try; cancelling it shows study mode still off.
    await page.getByRole("dialog", { name: "Turn on Study Mode" }).getByRole("button", { name: "Cancel" }).click();
    await expect(studyModeSwitch(panel)).toHaveAttribute("aria-checked", "false");
  });
});
