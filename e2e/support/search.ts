/// <reference lib="dom" />
// Helpers of the search spec: the database the stack writes to (to check what the server counted), the search
// view's parts, and the sponsored result.
import { CHAT_TEXTS, SEARCH_TEXTS } from "@kidsafe/contracts";
import { createAdvertisersRepository, createDb } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { messageBox } from "./chat.ts";

/**
 * The stack's database: DATABASE_URL when the run sets one (the stack then uses it too), else the embedded
 * PostgreSQL the dev stack starts for e2e runs (its fixed local credentials, preferred port 5433).
 */
export const stackDatabaseUrl = process.env.DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5433/kidsafe";

export function openStackDatabase(): Db {
  return createDb(stackDatabaseUrl, { maxConnections: 1 });
}

/** A word no catalogue site or other app holds (letters only, as the search's stemmer keeps them). */
export function uniqueWord(): string {
  return `zq${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 4)}`;
}

/**
 * An app of the test's own, live and recommended for `word` to every age. What a test does to it (a report pauses
 * it for a re-check) touches no demo app that other tests, running beside it, expect to see. Cancelled by `end`.
 */
export async function insertOwnApp(db: Db, word: string, app: { name: string; url: string }): Promise<{ id: number; end(): Promise<void> }> {
  const now = new Date();
  const id = await createAdvertisersRepository(db).insert({
    appName: app.name,
    appUrl: app.url,
    appDescription: `Short video lessons about ${word} for kids.`,
    aiGeneratedDescription: null,
    email: `${word}@e2e.example`,
    passwordHash: "!e2e-no-login",
    minAge: 1,
    maxAge: 18,
    status: "active",
    safetyStatus: "safe",
    safetyCheckedAt: now,
    upfrontPaidAt: now,
  });
  return {
    id,
    end: () =>
      db
        .updateTable("advertisers")
        .set({ status: "cancelled" })
        .where("id", "=", id)
        .execute()
        .then(() => undefined),
  };
}

export interface CountedAdEvents {
  view: number;
  click: number;
  recommendation: number;
}

/** What the server counted for this student and advertiser (ad_events, written by the API's batched flusher). */
export async function countedAdEvents(db: Db, userId: number, advertiserId: number): Promise<CountedAdEvents> {
  const rows = await db
    .selectFrom("ad_events")
    .select((eb) => ["kind", eb.fn.countAll<string>().as("count")])
    .where("user_id", "=", userId)
    .where("advertiser_id", "=", advertiserId)
    .groupBy("kind")
    .execute();
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { view: count("view"), click: count("click"), recommendation: count("recommendation") };
}

export async function reportsBy(db: Db, userId: number) {
  return db
    .selectFrom("reports")
    .select(["advertiser_id", "reason", "details", "status"])
    .where("reporter_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** Searches from `box` (the welcome box by default) and waits for the results view with its overview. */
export async function search(page: Page, query: string, box = page.getByRole("textbox", { name: "Ask anything" })): Promise<void> {
  await box.fill(query);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: query })).toBeVisible();
  await expect(page.getByRole("heading", { name: SEARCH_TEXTS.aiOverview })).toBeVisible();
}

/** The search view's input bar is folded: its 'Search again...' button opens the box. */
export async function searchAgainBox(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: CHAT_TEXTS.inputPlaceholder }).click();
  return messageBox(page);
}

/**
 * Searches `word` until `found` shows: the API reads the advertisers again at most every 5 s, so an app a test has
 * just added appears within a few searches.
 */
export async function searchUntilShown(page: Page, word: string, found: Locator): Promise<void> {
  await search(page, word);
  await expect(async () => {
    if (await found.isVisible()) return;
    await search(page, word, await searchAgainBox(page));
    await expect(found).toBeVisible({ timeout: 2_000 });
  }).toPass({ intervals: [1_000], timeout: 30_000 });
}

/** The results view's own tabs ('All', 'Websites'), not the chat screen's tab strip. */
export function resultsTab(page: Page, name: string): Locator {
  return page.getByRole("tablist", { name: "Search results" }).getByRole("tab", { name, exact: true });
}

/**
 * Opens a results tab as a child would: the top bar slides away once the results are scrolled down (seed 000
 * §2), so scroll back to the top first, which brings it back.
 */
export async function chooseResultsTab(page: Page, name: string): Promise<void> {
  await page.locator(".search-results").evaluate((results) => results.scrollTo({ top: 0 }));
  await resultsTab(page, name).click();
  await expect(resultsTab(page, name)).toHaveAttribute("aria-selected", "true");
}

/** Result cards in the open results tab. */
export function resultCards(page: Page): Locator {
  return page.getByRole("tabpanel").locator("article.search-result");
}

/** The advertised result cards (the ones with the 'Ad' badge). */
export function adCards(page: Page): Locator {
  return resultCards(page).filter({ has: page.getByText(SEARCH_TEXTS.adBadge, { exact: true }) });
}

/** The advertiser id a sponsored card carries (the id its view and click are tracked and reported under). */
export async function advertiserIdOf(card: Locator): Promise<number> {
  const id = Number(await card.getAttribute("data-advertiser-id"));
  expect(Number.isSafeInteger(id) && id > 0).toBe(true);
  return id;
}
