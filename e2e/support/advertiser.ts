// Helpers of the advertiser spec: the stack's sample websites, the Stripe emulator's hosted checkout page, and
// students whose counted views the dashboard should show.
import { SEARCH_PAGE_CONTEXT } from "@kidsafe/contracts";
import type { SearchWebsitesResponse } from "@kidsafe/contracts";
import { SAMPLE_SITES_PORT_OFFSET } from "@kidsafe/dev-stack";
import { expect, request } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { e2eBaseUrl, e2ePort } from "./stack.ts";
import { CHILD_PASSWORD, uniqueUsername } from "./student-session.ts";

/** The dev stack serves its sample websites here (and opens them to the safety check's fetcher). */
export const sampleSitesOrigin = `http://localhost:${(e2ePort + SAMPLE_SITES_PORT_OFFSET).toString()}`;

export async function expectSampleSitesUp(): Promise<void> {
  const answer = await fetch(`${sampleSitesOrigin}/fractions`).catch(() => undefined);
  expect(answer?.ok, `the dev stack's sample websites should answer on ${sampleSitesOrigin} (was the port taken?)`).toBe(true);
}

/** Stripe's test cards, as the emulator honours them. */
export const TEST_CARDS = { pays: "4242 4242 4242 4242" } as const;

/** Pays on the emulator's hosted checkout page, as a person would. */
export async function payOnCheckoutPage(page: Page, card: string, email: string): Promise<void> {
  await expect(page.getByLabel("Card number")).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay" }).click();
}

/** A dashboard figure (its stat card, named by its label). */
export function statValue(page: Page, label: string): Locator {
  return page.getByRole("group", { name: label }).locator(".stat-value");
}

/**
 * A new student (a cookie jar of their own) searches for the app until the sponsored index has it (the index
 * follows registrations within seconds), then its result scrolls into view: the view is counted.
 */
export async function studentViewsApp(query: string, advertiserId: number): Promise<void> {
  const student = await request.newContext({ baseURL: e2eBaseUrl });
  try {
    const registered = await student.post("/api/register", { data: { username: uniqueUsername("viewer"), password: CHILD_PASSWORD } });
    expect(registered.ok()).toBe(true);
    const sessionId = `search-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    await expect
      .poll(
        async () => {
          const answer = await student.post("/api/search-websites", { data: { query, sessionId } });
          const body = (await answer.json()) as SearchWebsitesResponse;
          return body.websites.some((site) => site.advertiserId === advertiserId);
        },
        { timeout: 20_000, message: "the new app should be among the sponsored results" },
      )
      .toBe(true);
    const viewed = await student.post("/api/track-view", {
      data: { advertiserId, searchQuery: query, sessionId, pageContext: SEARCH_PAGE_CONTEXT },
    });
    expect(viewed.ok()).toBe(true);
  } finally {
    await student.dispose();
  }
}
