/// <reference lib="dom" />
import { CHAT_TEXTS, REPORT_TEXTS, SEARCH_ALL_TAB_MAX_WEBSITES, SEARCH_PAGE_CONTEXT, SEARCH_TEXTS, STORAGE_KEYS } from "@kidsafe/contracts";
import type { ChatRequest, TrackViewRequest } from "@kidsafe/contracts";
import type { Db } from "@kidsafe/db";
import { expect, test } from "@playwright/test";
import type { Page, Request } from "@playwright/test";
import { aiBubbles, signUpStudent, userBubbles } from "../support/chat.ts";
import { toastWithTitle } from "../support/student-session.ts";
import {
  adCards,
  advertiserIdOf,
  chooseResultsTab,
  countedAdEvents,
  insertOwnApp,
  openStackDatabase,
  reportsBy,
  resultCards,
  resultsTab,
  searchUntilShown,
  uniqueWord,
} from "../support/search.ts";

// Seed 000 §2, §4, §5, §7, §8: the search results view against the whole stack: the API's catalogue search, the
// demo advertisers (seeded by the dev stack), the AI overview from the Gemini emulator, honest counting in
// ad_events (checked in the stack's database) and reports.

// Words that match kid-safe maths sites of the catalogue and the demo advertiser 'Number Ninjas'.
const QUERY = "multiplication times tables";

let db: Db;
test.beforeAll(() => {
  db = openStackDatabase();
});
test.afterAll(async () => {
  await db.destroy();
});

/** The search's recommendation popup sits over the results' lower right; a child closes it to reach what it covers. */
async function closeRecommendationPopup(page: Page): Promise<void> {
  const close = page.getByRole("button", { name: "Close recommendation" });
  if (await close.isVisible()) await close.click();
  await expect(page.getByRole("complementary", { name: "Recommended app" })).toHaveCount(0);
}

async function searchFromWelcomeBox(page: Page, query: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Ask anything" });
  await expect(box).toHaveAttribute("placeholder", CHAT_TEXTS.welcomePlaceholder);
  await box.fill(query);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: query })).toBeVisible();
  await expect(page.getByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeVisible();
}

function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test.describe("search results view", () => {
  test("searches from the welcome box, shows both tabs, counts an ad's view once and its click, then opens it", async ({ page, context }) => {
    const student = await signUpStudent(page, { age: "9" });
    const views = requestsTo(page, "/api/track-view");
    const clicks = requestsTo(page, "/api/track-click");
    const events: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/track-click") events.push("track-click");
    });
    context.on("page", () => events.push("new tab"));

    await page.goto("/");
    await searchFromWelcomeBox(page, QUERY);
    await expect(page.getByRole("tablist", { name: "Tabs" }).getByRole("tab")).toHaveText([QUERY]);

    // 'All': the overview labelled 'Preview', and at most five websites.
    await expect(resultsTab(page, SEARCH_TEXTS.allTab)).toHaveAttribute("aria-selected", "true");
    const overview = page.getByRole("region", { name: SEARCH_TEXTS.aiOverview });
    await expect(overview.getByText(SEARCH_TEXTS.overviewBadge, { exact: true })).toBeVisible();
    await expect(overview.locator("p")).not.toBeEmpty();
    await expect(resultCards(page).first()).toBeVisible();
    const shownInAll = await resultCards(page).count();

    // 'Websites': every result, no overview.
    await chooseResultsTab(page, SEARCH_TEXTS.websitesTab);
    await expect(page.getByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeHidden();
    await expect(resultCards(page).first()).toBeVisible();
    const total = await resultCards(page).count();
    expect(total).toBeGreaterThan(SEARCH_ALL_TAB_MAX_WEBSITES);
    expect(shownInAll).toBe(SEARCH_ALL_TAB_MAX_WEBSITES);
    for (const link of await resultCards(page).getByRole("link").all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    await expect(adCards(page)).not.toHaveCount(0);
    // 'Report' is offered in 'All' only.
    await expect(resultCards(page).getByRole("button", { name: /^Report / })).toHaveCount(0);

    // Back in 'All', the sponsored result is on screen: its view goes to the server once.
    await chooseResultsTab(page, SEARCH_TEXTS.allTab);
    const ad = adCards(page).first();
    await ad.scrollIntoViewIfNeeded();
    await expect(ad).toBeInViewport({ ratio: 0.5 });
    const advertiserId = await advertiserIdOf(ad);
    const adUrl = (await ad.getByRole("link").getAttribute("href")) ?? "";
    await expect.poll(() => views.length).toBe(1);
    const searchSession = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? "{}") as { tabs?: { sessionId: string }[] }).tabs?.[0]?.sessionId,
      STORAGE_KEYS.chatSession(student.id),
    );
    expect(views[0]?.postDataJSON()).toEqual({
      advertiserId,
      searchQuery: QUERY,
      sessionId: searchSession,
      pageContext: SEARCH_PAGE_CONTEXT,
    });
    await expect.poll(() => countedAdEvents(db, student.id, advertiserId), { timeout: 15_000 }).toMatchObject({ view: 1, click: 0 });

    // Seeing it again (both tabs) sends nothing more, and a forged repeat of the same view is not counted.
    await chooseResultsTab(page, SEARCH_TEXTS.websitesTab);
    await expect(adCards(page).first()).toBeVisible();
    await chooseResultsTab(page, SEARCH_TEXTS.allTab);
    await adCards(page).first().scrollIntoViewIfNeeded();
    await expect(adCards(page).first()).toBeInViewport({ ratio: 0.5 });
    const repeat = await page.request.post("/api/track-view", { data: views[0]?.postDataJSON() as TrackViewRequest });
    expect(repeat.ok()).toBe(true);

    // The click is tracked first, then the site opens in a new browser tab (answered here: no internet).
    await context.route(`${new URL(adUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Sponsored app</title><h1>Sponsored app</h1>" }),
    );
    const opened = context.waitForEvent("page");
    await closeRecommendationPopup(page);
    await adCards(page).first().getByRole("link").click();
    const newTab = await opened;
    await expect(newTab).toHaveURL(adUrl);
    expect(events).toEqual(["track-click", "new tab"]);
    expect(clicks.map((request) => request.postDataJSON() as unknown)).toEqual([{ advertiserId, searchQuery: QUERY }]);

    // Once the click is stored, everything sent before it was flushed: still exactly one view.
    await expect.poll(() => countedAdEvents(db, student.id, advertiserId), { timeout: 15_000 }).toMatchObject({ view: 1, click: 1 });
    expect(views).toHaveLength(1);
  });

  test("reports a sponsored app from the 'All' tab", async ({ page }) => {
    // An app of this test's own: a report asks for the app's safety re-check, which pauses an app whose site cannot
    // be read; the demo apps other tests expect to see stay untouched.
    const word = uniqueWord();
    const app = await insertOwnApp(db, word, { name: `Word Lab ${word}`, url: `https://word-lab-${word}.example/` });
    try {
      const student = await signUpStudent(page, { age: "9" });
      await page.goto("/");
      const ad = adCards(page).filter({ hasText: word });
      await searchUntilShown(page, word, ad);
      expect(await advertiserIdOf(ad)).toBe(app.id);
      // 'Report' is labelled with the app's name ('Report {app name}').
      const report = ad.getByRole("button", { name: /^Report / });
      await expect(report).toHaveText(SEARCH_TEXTS.reportLink);
      const appName = ((await report.getAttribute("aria-label")) ?? "").replace(/^Report /, "");
      await expect(ad.getByRole("link")).toContainText(appName);

      await report.click();
      const dialog = page.getByRole("dialog", { name: REPORT_TEXTS.dialogTitle });
      await expect(dialog).toContainText(REPORT_TEXTS.dialogDescription);
      await expect(dialog).toContainText(REPORT_TEXTS.appLabel(appName));

      await dialog.getByRole("button", { name: REPORT_TEXTS.submit }).click();
      await expect(toastWithTitle(page, REPORT_TEXTS.missingTitle)).toContainText(REPORT_TEXTS.missingDescription);

      await dialog.getByRole("combobox", { name: "Reason" }).selectOption({ label: "Misleading description" });
      await dialog.getByRole("textbox", { name: "Details" }).fill("It says it is free, then asks for money.");
      await dialog.getByRole("button", { name: REPORT_TEXTS.submit }).click();
      await expect(toastWithTitle(page, REPORT_TEXTS.successTitle)).toContainText(REPORT_TEXTS.successDescription);
      await expect(dialog).toBeHidden();

      expect(await reportsBy(db, student.id)).toEqual([
        { advertiser_id: app.id, reason: "misleading", details: "It says it is free, then asks for money.", status: "pending" },
      ]);
    } finally {
      await app.end();
    }
  });

  test("a follow-up continues in the text chat with the overview as the first message", async ({ page }) => {
    await signUpStudent(page, { age: "9" });
    const chats = requestsTo(page, "/api/chat");
    await page.goto("/");
    await searchFromWelcomeBox(page, QUERY);
    const overviewText = (await page.getByRole("region", { name: SEARCH_TEXTS.aiOverview }).locator("p").innerText()).trim();
    expect(overviewText).not.toBe("");

    const followUp = page.getByRole("textbox", { name: "Ask a follow up question" });
    await expect(followUp).toHaveAttribute("placeholder", CHAT_TEXTS.followUpPlaceholder);
    await expect(page.getByRole("button", { name: "Send follow up" })).toBeDisabled();
    await followUp.fill("Which table is the hardest?");
    await followUp.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: QUERY })).toBeHidden();
    await expect(userBubbles(page)).toHaveText([/Which table is the hardest\?/]);
    await expect(aiBubbles(page)).toHaveCount(2);
    await expect(aiBubbles(page).first()).toContainText(overviewText.split("\n")[0] ?? "");
    await expect(aiBubbles(page).last()).toContainText("Offline AI");
    // The overview opens the conversation but is not one of the 50 (countedChatMessages).
    await expect(page.getByText("2/50 messages", { exact: true })).toBeVisible();
    const contexts = chats.map((request) => (request.postDataJSON() as ChatRequest).previousSearchContext);
    // The browser names the search it follows up; the overview is the server's own record of it, never the page's.
    expect(contexts).toEqual([{ query: QUERY }]);

    // The server kept the conversation with the overview first.
    await page.reload();
    await expect(aiBubbles(page)).toHaveCount(2);
    await expect(aiBubbles(page).first()).toContainText(overviewText.split("\n")[0] ?? "");
  });
});
