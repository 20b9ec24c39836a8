/// <reference lib="dom" />
import { CHAT_TEXTS, SEARCH_TEXTS, STORAGE_KEYS } from "@kidsafe/contracts";
import type { Db } from "@kidsafe/db";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { messageBox, signUpStudent } from "../support/chat.ts";
import { localStorageItem } from "../support/student-session.ts";
import { adCards, advertiserIdOf, countedAdEvents, openStackDatabase } from "../support/search.ts";
import { expectNoPageScroll, overlaps, VIEWPORTS } from "../support/viewports.ts";
import type { ViewportName } from "../support/viewports.ts";

// The chat screen's search view and text chat on a laptop and on a phone: one text box at a time, a one-line offline
// notice, a one-row bottom navigation, room for the results, tab titles that follow the searches, a search view that
// survives a reload without counting its ad twice, and a tab strip that shows when it hides tabs.

const MATHS = "multiplication times tables"; // the demo 'Number Ninjas'
const SPACE = "planets and dinosaurs"; // the demo 'Planet Lab'
const POPUP = { name: "Recommended app" } as const;

let db: Db;
test.beforeAll(() => {
  db = openStackDatabase();
});
test.afterAll(async () => {
  await db.destroy();
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Chat tools" });
const followUpBox = (page: Page) => page.getByRole("textbox", { name: "Ask a follow up question" });
const searchAgainButton = (page: Page) => page.getByRole("button", { name: CHAT_TEXTS.inputPlaceholder });
const tabStripTabs = (page: Page) => page.getByRole("tablist", { name: "Tabs" }).getByRole("tab");

async function searchFrom(box: Locator, page: Page, query: string): Promise<void> {
  await box.fill(query);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: query })).toBeVisible();
  await expect(page.getByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeVisible();
}

async function visibleTextBoxes(page: Page): Promise<string[]> {
  const names: string[] = [];
  for (const box of await page.getByRole("textbox").all()) {
    if (await box.isVisible()) names.push((await box.getAttribute("aria-label")) ?? (await box.getAttribute("placeholder")) ?? "?");
  }
  return names;
}

/** The offline notice is one line: its text has one line box, and the notice is no taller than a line and its padding. */
async function expectOneLineOfflineNotice(page: Page): Promise<void> {
  const notice = page.locator(".chat-ai-offline");
  await expect(notice).toBeVisible();
  const size = await notice.evaluate((element) => {
    const text = element.querySelector(".chat-ai-offline-text");
    if (text === null) throw new Error("no notice text");
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    return {
      lines: text.getClientRects().length,
      textHeight: text.getBoundingClientRect().height,
      height: element.getBoundingClientRect().height,
      lineHeight,
    };
  });
  expect(size.lines).toBe(1);
  expect(size.textHeight).toBeLessThan(size.lineHeight * 1.5);
  expect(size.height, "the notice is taller than one line").toBeLessThanOrEqual(Math.max(size.lineHeight, 24) + 10);
}

/** Every item of the bottom navigation starts at the same height: one row, nothing wrapped below. */
async function expectOneRowNavigation(page: Page): Promise<void> {
  await expect(nav(page).getByRole("button", { name: "Settings" })).toBeVisible();
  const buttons = await nav(page).getByRole("button").all();
  expect(buttons.length).toBeGreaterThanOrEqual(4);
  const tops = new Set<number>();
  for (const button of buttons) {
    await expect(button.locator("svg")).toHaveCount(1);
    const box = await button.boundingBox();
    expect(box).not.toBeNull();
    tops.add(Math.round(box!.y));
  }
  expect([...tops]).toHaveLength(1);
}

/** None of the controls shares any area with the popup. */
async function expectUncovered(popup: Locator, controls: Locator[]): Promise<void> {
  for (const control of controls) {
    const name = (await control.getAttribute("aria-label")) ?? (await control.innerText());
    expect(await overlaps(popup, control), `the popup covers ${name}`).toBe(false);
  }
}

/** The part of the results' scroller the child can read: below its sticky top bar, inside the window. */
async function resultsAreaShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const results = document.querySelector(".search-results");
    const topBar = document.querySelector(".search-top-bar");
    if (results === null || topBar === null) throw new Error("no results view");
    const area = results.getBoundingClientRect();
    const top = Math.max(area.top, topBar.getBoundingClientRect().bottom, 0);
    const bottom = Math.min(area.bottom, window.innerHeight);
    return Math.max(0, bottom - top) / window.innerHeight;
  });
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`the chat screen on a ${viewport}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
    });

    test("the search view: one text box, a one-line notice, a one-row navigation, room for the results", async ({ page }) => {
      await signUpStudent(page, { age: "9" });
      await page.goto("/");
      await expectOneRowNavigation(page);
      await searchFrom(page.getByRole("textbox", { name: "Ask anything" }), page, MATHS);

      expect(await visibleTextBoxes(page)).toEqual(["Ask a follow up question"]);
      // The input bar is folded to the Switch and the button that opens 'Search again...'.
      await expect(page.getByRole("switch", { name: CHAT_TEXTS.switchLabel })).toBeVisible();
      await expect(searchAgainButton(page)).toBeVisible();
      await expectOneLineOfflineNotice(page);
      await expectOneRowNavigation(page);
      await expectNoPageScroll(page);

      // The search's popup covers no input and not the navigation.
      const popup = page.getByRole("complementary", POPUP);
      await expect(popup.getByText("Number Ninjas (Demo)")).toBeVisible();
      await expectUncovered(popup, [followUpBox(page), searchAgainButton(page), nav(page)]);
      await expectNoAxeViolations(page);

      // With the popup gone, the results take most of a phone's height.
      await page.getByRole("button", { name: "Close recommendation" }).click();
      await expect(popup).toHaveCount(0);
      if (viewport === "phone") expect(await resultsAreaShare(page)).toBeGreaterThanOrEqual(0.6);

      // Opened, the 'Search again...' box takes the follow-up box's turn: still one text box.
      await searchAgainButton(page).click();
      await expect(messageBox(page)).toBeFocused();
      await expect(messageBox(page)).toHaveAttribute("placeholder", CHAT_TEXTS.inputPlaceholder);
      await expect(page.getByText("0/4000", { exact: true })).toBeVisible();
      expect(await visibleTextBoxes(page)).toEqual(["Message"]);
      await expectNoAxeViolations(page);
      await messageBox(page).press("Escape");
      expect(await visibleTextBoxes(page)).toEqual(["Ask a follow up question"]);
    });

    test("the text chat: its message box is the one text box, the navigation one row", async ({ page }) => {
      await signUpStudent(page, { age: "9" });
      await page.goto("/");
      await page.getByRole("button", { name: "Text chat" }).click();
      await expect(messageBox(page)).toBeVisible();
      expect(await visibleTextBoxes(page)).toEqual(["Message"]);
      await expectOneLineOfflineNotice(page);
      await expectOneRowNavigation(page);
      await expectNoPageScroll(page);
      await expectNoAxeViolations(page);

      // The notice's details are one tap away.
      await page.getByRole("button", { name: "What does this mean?" }).click();
      await expect(page.getByText("AI is offline: answers come from the built-in Offline AI.")).toBeVisible();
    });

    test("a tab is named after its latest search, and the search view comes back after a reload, its ad counted once", async ({ page }) => {
      const student = await signUpStudent(page, { age: "9" });
      const viewedAdvertisers: number[] = [];
      const recommendations: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path === "/api/track-view") viewedAdvertisers.push((request.postDataJSON() as { advertiserId: number }).advertiserId);
        if (path === "/api/track-recommendation") recommendations.push(path);
      });
      const views = (advertiserId: number) => viewedAdvertisers.filter((id) => id === advertiserId).length;
      await page.goto("/");
      await searchFrom(page.getByRole("textbox", { name: "Ask anything" }), page, SPACE);
      await expect(tabStripTabs(page)).toHaveText([SPACE]);
      await expect(page.getByRole("complementary", POPUP)).toBeVisible();
      await page.getByRole("button", { name: "Close recommendation" }).click();

      await searchAgainButton(page).click();
      await searchFrom(messageBox(page), page, MATHS);
      await expect(tabStripTabs(page)).toHaveText([MATHS]);

      // The sponsored result shows: its view is sent once.
      const ad = adCards(page).first();
      await ad.scrollIntoViewIfNeeded();
      await expect(ad).toBeInViewport({ ratio: 0.5 });
      const advertiserId = await advertiserIdOf(ad);
      await expect.poll(() => views(advertiserId)).toBe(1);
      await expect.poll(() => countedAdEvents(db, student.id, advertiserId), { timeout: 15_000 }).toMatchObject({ view: 1 });
      // The page stores the view once the server has answered it: a reload before that would rightly send it again.
      await expect
        .poll(async () => JSON.parse((await localStorageItem(page, STORAGE_KEYS.seenAds)) ?? "{}") as object)
        .toHaveProperty(String(advertiserId));
      const popupsBefore = recommendations.length;

      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: MATHS })).toBeVisible();
      await expect(page.getByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeVisible();
      await expect(tabStripTabs(page)).toHaveText([MATHS]);
      const again = adCards(page).first();
      await again.scrollIntoViewIfNeeded();
      await expect(again).toBeInViewport({ ratio: 0.5 });
      // Long enough for a view or a popup to have gone out: none does, and the server still counts one view.
      await page.waitForTimeout(1_500);
      expect(views(advertiserId)).toBe(1);
      await expect(page.getByRole("complementary", POPUP)).toHaveCount(0);
      expect(recommendations).toHaveLength(popupsBefore);
      await expect.poll(() => countedAdEvents(db, student.id, advertiserId), { timeout: 15_000 }).toMatchObject({ view: 1 });
    });

    test("with more tabs than fit, the strip shows that there are more and keeps the active tab in view", async ({ page }) => {
      await signUpStudent(page);
      await page.goto("/");
      const strip = page.getByRole("tablist", { name: "Tabs" });
      const more = { before: page.locator(".tab-strip-hint--before"), after: page.locator(".tab-strip-hint--after") };
      await expect(more.before).toBeHidden();
      await expect(more.after).toBeHidden();

      const tabCount = viewport === "phone" ? 4 : 9;
      for (let added = 1; added < tabCount; added += 1) await page.getByRole("button", { name: "Add a tab" }).click();
      await expect(tabStripTabs(page)).toHaveCount(tabCount);
      const last = tabStripTabs(page).last();
      await expect(last).toHaveAttribute("aria-selected", "true");
      await expect(last).toBeInViewport({ ratio: 1 });
      await expect(more.before).toBeVisible();
      await expect(more.after).toBeHidden();
      expect(await overlaps(more.before, last)).toBe(false);

      // Home selects the first tab: it scrolls into view, and the hint moves to the other end.
      await last.press("Home");
      const first = tabStripTabs(page).first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(first).toBeInViewport({ ratio: 1 });
      await expect(more.after).toBeVisible();
      await expect(more.before).toBeHidden();
      await expect(strip).toBeVisible();
      await expectNoPageScroll(page);
      await expectNoAxeViolations(page);
    });
  });
}

// A small laptop, where a corner popup would lie over the end of the input bar; then every width in between.
const SMALL_LAPTOP = { width: 1024, height: 768 } as const;
const WIDTHS = [390, 560, 768, 1024, 1280, 1440] as const;

test("the popup covers no input and not the navigation at 1024 x 768, nor at any width from 390 to 1440 px", async ({ page }) => {
  await page.setViewportSize(SMALL_LAPTOP);
  await signUpStudent(page, { age: "9" });
  await page.clock.install();
  await page.goto("/");
  await searchFrom(page.getByRole("textbox", { name: "Ask anything" }), page, MATHS);
  const popup = page.getByRole("complementary", POPUP);
  await expect(popup.getByText("Number Ninjas (Demo)")).toBeVisible();
  await expectUncovered(popup, [followUpBox(page), searchAgainButton(page), nav(page)]);

  // Opened, 'Search again...' is the whole input bar, as in the text chat: its box, its Switch, its send button.
  await searchAgainButton(page).click();
  await expect(messageBox(page)).toBeFocused();
  const inputBar = page.locator("form", { has: messageBox(page) });
  await expectUncovered(popup, [inputBar, nav(page)]);

  // The page's time stands still while the window changes: the popup stays past its 10 s.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  for (const width of WIDTHS) {
    await page.setViewportSize({ ...SMALL_LAPTOP, width });
    await expect(popup).toBeVisible();
    await expectUncovered(popup, [inputBar, nav(page)]);
    await expectNoPageScroll(page);
  }
});
