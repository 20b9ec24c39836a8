/// <reference lib="dom" />
// Helpers of the search spec: the database the stack writes to (to check what the server counted), the search
// view's parts, and the sponsored result.
import { SEARCH_TEXTS } from "@kidsafe/contracts";
import { createDb } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

/**
 * The stack's database: DATABASE_URL when the run sets one (the stack then uses it too), else the embedded
 * PostgreSQL the dev stack starts for e2e runs (its fixed local credentials, preferred port 5433).
 */
export const stackDatabaseUrl = process.env.DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5433/kidsafe";

export function openStackDatabase(): Db {
  return createDb(stackDatabaseUrl, { maxConnections: 1 });
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
