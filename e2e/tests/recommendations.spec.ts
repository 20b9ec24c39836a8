/// <reference lib="dom" />
import { CHAT_TEXTS, GENERAL_TEXTS, PREVIEW_TEXTS, STORAGE_KEYS } from "@kidsafe/contracts";
import type { Db } from "@kidsafe/db";
import { expect, test } from "@playwright/test";
import { signUpStudent } from "../support/chat.ts";
import { countedAdEvents, insertOwnApp, openStackDatabase, search, searchAgainBox, searchUntilShown, uniqueWord } from "../support/search.ts";
import { overlaps } from "../support/viewports.ts";

// Seed 000 §4, §7, §8: app recommendations after a search against the whole stack: the demo advertisers (seeded by
// the dev stack), the popup, its 10 s and 300 ms timings on Playwright's clock, the website preview overlay, and the
// server's count in ad_events (the stack's database).

const POPUP = { name: "Recommended app" } as const;
const MATHS = "multiplication times tables"; // the demo 'Number Ninjas'
const SPACE = "planets and dinosaurs"; // the demo 'Planet Lab'

let db: Db;
test.beforeAll(() => {
  db = openStackDatabase();
});
test.afterAll(async () => {
  await db.destroy();
});

async function advertiserIdNamed(name: string): Promise<number> {
  const row = await db.selectFrom("advertisers").select("id").where("app_name", "=", name).executeTakeFirstOrThrow();
  return row.id;
}

test.describe("recommendation popups", () => {
  test("a search shows a Sponsored popup counted once; after 10 s it fades and the next one shows", async ({ page }) => {
    const student = await signUpStudent(page, { age: "9" });
    const ninjas = await advertiserIdNamed("Number Ninjas (Demo)");
    const lab = await advertiserIdNamed("Planet Lab (Demo)");
    const tracked: number[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/track-recommendation")
        tracked.push((request.postDataJSON() as { advertiserId: number }).advertiserId);
    });
    // The page's timers run on Playwright's clock: time flows, and the test moves it on past the popup's 10 s.
    await page.clock.install();
    await page.goto("/");

    await search(page, MATHS);
    const popup = page.getByRole("complementary", POPUP);
    await expect(popup).toBeVisible();
    await expect(popup.getByText("Sponsored", { exact: true })).toBeVisible();
    await expect(popup.getByText("Number Ninjas (Demo)")).toBeVisible();
    await expect(popup.getByRole("link", { name: "number-ninjas.example" })).toBeVisible();
    await expect.poll(() => countedAdEvents(db, student.id, ninjas), { timeout: 15_000 }).toMatchObject({ recommendation: 1 });

    // A second search while it shows: its popup waits its turn.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/search-websites");
    await search(page, SPACE, await searchAgainBox(page));
    await answered;
    await expect(popup.getByText("Number Ninjas (Demo)")).toBeVisible();

    await page.clock.runFor(10_000);
    await expect(popup).toHaveClass(/recommendation-popup--leaving/);
    await page.clock.runFor(300);
    await expect(popup.getByText("Planet Lab (Demo)")).toBeVisible();
    await expect(page.getByText("Number Ninjas (Demo)", { exact: true })).toHaveCount(0);
    await expect.poll(() => countedAdEvents(db, student.id, lab), { timeout: 15_000 }).toMatchObject({ recommendation: 1 });
    // Each popup was tracked once, and the server's count moved by exactly one for each.
    expect(tracked).toEqual([ninjas, lab]);
    expect(await countedAdEvents(db, student.id, ninjas)).toMatchObject({ recommendation: 1 });
  });

  test("Visit opens the app in the preview overlay; a site that forbids framing offers 'Open in New Tab'", async ({ page }) => {
    // An app of this test's own, on a site that never allows framing (seed 000 §8).
    const word = uniqueWord();
    const app = await insertOwnApp(db, word, { name: `Video Lessons ${word}`, url: `https://www.youtube.com/@${word}` });
    try {
      await signUpStudent(page, { age: "9" });
      await page.goto("/");
      // Only this app holds the word: no demo app can be recommended instead while the API does not know it yet.
      const popup = page.getByRole("complementary", POPUP).filter({ hasText: word });
      await searchUntilShown(page, word, popup);

      await popup.getByRole("button", { name: "Visit" }).click();
      const overlay = page.getByRole("dialog");
      await expect(overlay.getByText(PREVIEW_TEXTS.blocked)).toBeVisible();
      await expect(overlay.getByRole("button", { name: PREVIEW_TEXTS.openInNewTab })).toBeVisible();
      await overlay.getByRole("button", { name: GENERAL_TEXTS.backToChat }).click();
      await expect(overlay).toBeHidden();
    } finally {
      await app.end();
    }
  });

  test("the popup belongs to its search: it leaves for the Game Hub and does not come back there", async ({ page }) => {
    await page.clock.install();
    await signUpStudent(page, { age: "9" });
    await page.goto("/");
    await search(page, MATHS);
    const popup = page.getByRole("complementary", POPUP);
    await expect(popup.getByText("Number Ninjas (Demo)")).toBeVisible();

    await page.getByRole("navigation", { name: "Chat tools" }).getByRole("button", { name: "Game Hub" }).click();
    await expect(popup).toHaveCount(0);
    const hub = page.getByRole("button", { name: new RegExp(GENERAL_TEXTS.backToChat) });
    await expect(hub).toBeVisible();
    // Longer than its fade and its opening, on the page's clock: had it only been hidden for a moment, it would be back.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
    await page.clock.runFor(1_500);
    await expect(popup).toHaveCount(0);
    await expect(page.getByText("Number Ninjas (Demo)", { exact: true })).toHaveCount(0);
  });

  test("on a phone (390x844) the popup covers neither the follow-up box, the input bar nor the bottom navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole("navigation", { name: "Chat tools" });
    const popup = page.getByRole("complementary", POPUP);

    // A narrow window, then the same with Phone Mode on (its compact layout); each a fresh student.
    for (const phoneMode of [false, true]) {
      const student = await signUpStudent(page, { age: "9" });
      if (phoneMode) await page.addInitScript((key) => window.localStorage.setItem(key, "true"), STORAGE_KEYS.phoneMode(student.id));
      await page.goto("/");
      await search(page, MATHS);
      await expect(popup.getByText("Number Ninjas (Demo)")).toBeVisible();

      // After a search the follow-up box is the one text box on screen; the folded input bar opens 'Search again...'.
      const followUp = page.getByRole("textbox", { name: "Ask a follow up question" });
      const inputBar = page.getByRole("button", { name: CHAT_TEXTS.inputPlaceholder });
      for (const control of [followUp, inputBar, nav]) {
        await expect(control).toBeVisible();
        expect(
          await overlaps(popup, control),
          `phone mode ${String(phoneMode)}: the popup covers ${(await control.getAttribute("aria-label")) ?? (await control.innerText())}`,
        ).toBe(false);
      }
      // Wholly on screen, below the input bar and above the navigation.
      const [box, navBox, inputBox] = [await popup.boundingBox(), await nav.boundingBox(), await inputBar.boundingBox()];
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(navBox!.y);
      expect(box!.y).toBeGreaterThanOrEqual(inputBox!.y + inputBox!.height);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
  });
});
