// The operator console as a tool, on a laptop and on a phone: a side navigation (a menu button on the phone) that
// marks the current page, tables that scroll inside their card while the page keeps the window's width, "load more"
// on the lists that grow, a destructive row action that asks first, no toast left over from another page, the
// queues inside the console, and no WCAG A/AA violation on any page.
import { ADMIN_TEXTS, OPERATOR_TEXTS } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { sampleSitesOrigin } from "../support/advertiser.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { openStackDatabase } from "../support/search.ts";
import { toastWithTitle } from "../support/student-session.ts";
import { VIEWPORTS } from "../support/viewports.ts";
import type { ViewportName } from "../support/viewports.ts";

/** A toast still shown: a dismissed one is already on its way out, fading before it leaves the page. */
const openToast = (page: Page, title: string) => toastWithTitle(page, title).and(page.locator('[data-state="open"]'));

/** What `pnpm dev` creates (DEV_ADMIN_PASSWORD's default). */
const OPERATOR = { username: "admin", password: "admin-dev-password" };

/** Every page of the console: its link in the navigation, and its heading where that is not the link's words. */
const PAGES: ReadonlyArray<{ link: string; heading?: string }> = [
  { link: "Safety events" },
  { link: "Blocked answers" },
  { link: "Reports" },
  { link: "Advertisers" },
  { link: "Review queue" },
  { link: "Billing" },
  { link: "AI key" },
  { link: "Queues" },
  { link: "Audit log" },
  { link: "Preview test", heading: "Link preview test" },
  { link: "Security" },
];

/** Tables wider than the window at that width (their columns cannot shrink to it): they must scroll in their card. */
const WIDE_TABLES: Record<ViewportName, readonly string[]> = {
  desktop: ["Blocked answers"],
  phone: ["Blocked answers", "Audit log", "Advertisers", "Queues"],
};

const PAGE_SIZE = 50;

async function signIn(page: Page): Promise<void> {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: OPERATOR_TEXTS.signInTitle })).toBeVisible();
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "AI key" })).toBeVisible();
}

/** Opens a page from the side navigation, through the menu button when the screen is a phone's. */
async function openPage(page: Page, viewport: ViewportName, link: string): Promise<void> {
  if (viewport === "phone") {
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
  }
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: link, exact: true }).click();
  if (viewport === "phone") await expect(page.getByRole("navigation", { name: "Console" })).toBeHidden();
}

/** The page is as wide as the window at most; each table's area, when given, is wider inside than it shows. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    tables: [...document.querySelectorAll<HTMLElement>(".console-table-scroll")].map((area) => ({
      scrollWidth: area.scrollWidth,
      clientWidth: area.clientWidth,
    })),
  }));
}

/** Rows the lists need: more audit entries and advertisers than a page holds, and a blocked answer today. */
async function seed(tag: string) {
  const db = openStackDatabase();
  try {
    await db
      .insertInto("audit_log")
      .values(
        Array.from({ length: PAGE_SIZE + 7 }, (_, index) => ({
          operator_id: null,
          operator_username: "e2e",
          action: `e2e.${tag}`,
          target_type: "advertiser",
          target_id: String(index),
          before: JSON.stringify({ note: "A long before value that keeps the column wide enough to scroll sideways on any screen" }),
          after: JSON.stringify({ note: "A long after value that keeps the column wide enough to scroll sideways on any screen" }),
        })),
      )
      .execute();
    await db
      .insertInto("advertisers")
      .values(
        Array.from({ length: PAGE_SIZE + 3 }, (_, index) => ({
          app_name: `Paging ${tag} ${String(index).padStart(2, "0")}`,
          app_url: `${sampleSitesOrigin}/fractions?app=paging-${tag}-${String(index)}`,
          app_description: "A maths game",
          email: `paging-${tag}-${String(index)}@example.org`,
          password_hash: "!e2e",
          status: "active",
          safety_status: "safe",
          upfront_paid_at: new Date(),
        })),
      )
      .execute();
    await db
      .insertInto("moderation_daily_counts")
      .values({ day: new Date().toISOString().slice(0, 10), surface: "chat", category: "gambling", blocked: 1 })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  } finally {
    await db.destroy();
  }
}

for (const viewport of ["desktop", "phone"] as const) {
  test.describe(`on a ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("every page: the navigation marks it, tables scroll inside their card, the page keeps the window's width, no axe violation", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await seed(`${viewport}-${Date.now().toString(36)}`);
      await page.goto("/admin/sign-in");
      await expect(page.getByRole("heading", { name: OPERATOR_TEXTS.signInTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await widths(page)).page).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
      await signIn(page);

      for (const { link, heading = link } of PAGES) {
        await test.step(link, async () => {
          await openPage(page, viewport, link);
          await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
          const nav = page.getByRole("navigation", { name: "Console" });
          if (viewport === "phone") await page.getByRole("button", { name: "Menu" }).click();
          await expect(nav.getByRole("link", { name: link, exact: true })).toHaveAttribute("aria-current", "page");
          await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
          await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
          if (viewport === "phone") await page.getByRole("button", { name: "Close menu" }).click();
          // The lists have come in (a table, or the sentence saying there is nothing).
          await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
          const measured = await widths(page);
          expect(measured.page, "the page is wider than the window").toBeLessThanOrEqual(measured.window);
          if (WIDE_TABLES[viewport].includes(link)) {
            expect(measured.tables.length, "a table to scroll").toBeGreaterThan(0);
            expect(
              measured.tables.some((table) => table.scrollWidth > table.clientWidth),
              "the wide table scrolls inside its card",
            ).toBe(true);
          }
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}

test.describe("the console's lists and actions", () => {
  test("the audit log and the advertisers load more, a destructive action asks first, and no toast outlives its page", async ({ page }) => {
    test.setTimeout(150_000);
    const tag = `lists-${Date.now().toString(36)}`;
    await seed(tag);

    await test.step("a sign-in error is gone once signed in", async () => {
      await page.goto("/admin");
      await page.getByLabel("Username").fill(OPERATOR.username);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(toastWithTitle(page, OPERATOR_TEXTS.signInTitle)).toBeVisible();
      await page.getByLabel("Password").fill(OPERATOR.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "AI key" })).toBeVisible();
      await expect(openToast(page, OPERATOR_TEXTS.signInTitle)).toHaveCount(0, { timeout: 1000 });
    });

    await test.step("a toast goes with its page", async () => {
      await page.getByLabel("Gemini API key").fill("   ");
      await page.getByRole("button", { name: "Store API key" }).click();
      await expect(toastWithTitle(page, ADMIN_TEXTS.apiKeyRequired)).toBeVisible();
      await page.getByRole("link", { name: "Audit log" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
      await expect(openToast(page, ADMIN_TEXTS.apiKeyRequired)).toHaveCount(0, { timeout: 1000 });
    });

    await test.step("the audit log loads older entries", async () => {
      await page.getByLabel("Action").fill(`e2e.${tag}`);
      const rows = page.getByRole("table", { name: "Audit log entries, newest first" }).locator("tbody tr");
      await expect(rows).toHaveCount(PAGE_SIZE);
      await page.getByRole("button", { name: "Load older entries" }).click();
      await expect(rows).toHaveCount(PAGE_SIZE + 7);
      await expect(page.getByRole("button", { name: "Load older entries" })).toBeHidden();
      // The date stays on one line, with the whole moment in its tooltip.
      const time = rows.first().locator("time");
      await expect(time).toHaveAttribute("title", /\d{4}/);
      const box = await time.boundingBox();
      expect(box?.height ?? 0).toBeLessThan(30);
    });

    await test.step("the advertisers load more", async () => {
      await page.getByRole("link", { name: "Advertisers", exact: true }).click();
      await page.getByLabel("Search").fill(`Paging ${tag}`);
      const rows = page.getByRole("table", { name: "Advertisers, newest first" }).locator("tbody tr");
      await expect(rows).toHaveCount(PAGE_SIZE);
      await page.getByRole("button", { name: "Load more advertisers" }).click();
      await expect(rows).toHaveCount(PAGE_SIZE + 3);
      await expect(page.getByRole("button", { name: "Load more advertisers" })).toBeHidden();
    });

    await test.step("ending an account asks first and says what it does", async () => {
      const appName = `Paging ${tag} 00`;
      const row = page.getByRole("row", { name: appName, exact: true });
      await expect(page.getByRole("button", { name: "End and blacklist" })).toHaveCount(0);
      await row.getByRole("button", { name: `Actions for ${appName}` }).click();
      await page.getByRole("menuitem", { name: "End and blacklist" }).click();
      const dialog = page.getByRole("dialog", { name: `End ${appName}'s account and blacklist its site?` });
      await expect(dialog).toContainText("This cannot be undone.");
      await expect(dialog.getByRole("button", { name: "End and blacklist" })).toBeDisabled();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("active");

      await row.getByRole("button", { name: `Actions for ${appName}` }).click();
      await page.getByRole("menuitem", { name: "End and blacklist" }).click();
      await dialog.getByLabel("Reason (kept in the audit log)").fill("Test of the confirmation");
      await dialog.getByRole("button", { name: "End and blacklist" }).click();
      await expect(toastWithTitle(page, `${appName}: account ended, site blacklisted`)).toBeVisible();
      await expect(row).toContainText("cancelled");
      await expect(row.getByRole("button", { name: `Actions for ${appName}` })).toHaveCount(0);
    });

    await test.step("the queues show inside the console, and the job board leads back", async () => {
      await page.getByRole("link", { name: "Queues" }).click();
      await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Queues" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("table", { name: "Job queues and their jobs by state" }).getByRole("row")).toHaveCount(8);
      await page.getByRole("link", { name: "Open the job board" }).click();
      await expect(page).toHaveURL(/\/api\/admin\/queues/);
      await page.getByRole("link", { name: /Back to the operator console/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Queues" })).toBeVisible();
    });
  });
});
