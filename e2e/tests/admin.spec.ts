// The operator console end to end: sign in as the dev stack's operator, store the AI key (a blank one refused), test
// link previews, resolve a child's report, pause and resume an app, open the queue board and come back, see an answer the
// moderation pass refused counted on the Blocked answers page, and change a password (other sessions end).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ADMIN_TEXTS, OPERATOR_ACCOUNT_TEXTS, OPERATOR_TEXTS, PREVIEW_TEST_TEXTS, httpCalls } from "@kidsafe/contracts";
import type { AdminBlockedAnswers } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { sampleSitesOrigin } from "../support/advertiser.ts";
import { aiBubbles, sendFromMessageBox, signUpStudent } from "../support/chat.ts";
import { scriptGemini } from "../support/gemini-emulator.ts";
import { openStackDatabase, stackDatabaseUrl } from "../support/search.ts";
import { CHILD_PASSWORD, toastWithTitle, uniqueUsername } from "../support/student-session.ts";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";

/** What `pnpm dev` creates (DEV_ADMIN_PASSWORD's default). */
const OPERATOR = { username: "admin", password: "admin-dev-password" };

async function signInAsOperator(page: Page, operator = OPERATOR): Promise<void> {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: OPERATOR_TEXTS.signInTitle })).toBeVisible();
  await page.getByLabel("Username").fill(operator.username);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "AI key" })).toBeVisible();
}

test("an operator signs in, stores the AI key, tests previews, resolves a report, pauses and resumes an app", async ({ page, request }) => {
  test.setTimeout(120_000);
  const appName = `Console Check ${Date.now().toString(36)}`;
  const db = openStackDatabase();
  const advertiser = await db
    .insertInto("advertisers")
    .values({
      app_name: appName,
      // A page the safety check passes: the child's report below asks for a re-check at once.
      app_url: `${sampleSitesOrigin}/fractions?app=${appName.replaceAll(" ", "").toLowerCase()}`,
      app_description: "A maths game",
      email: appName,
      password_hash: "!e2e",
      status: "active",
      safety_status: "safe",
      upfront_paid_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow()
    .finally(() => db.destroy());
  // A child reports the app, through the API as the student app would.
  await request.post("/api/register", { data: { username: uniqueUsername("reporter"), password: CHILD_PASSWORD, birthYear: TEEN_BIRTH_YEAR } });
  const reported = await request.post("/api/report-app", {
    data: { advertiserId: advertiser.id, reportType: "broken", reportDetails: "The game never starts" },
  });
  const { reportId } = (await reported.json()) as { reportId: number };

  await test.step("sign in", () => signInAsOperator(page));

  await test.step("store the AI key; a blank one is refused", async () => {
    await page.getByLabel("Gemini API key").fill("   ");
    await page.getByRole("button", { name: "Store API key" }).click();
    await expect(toastWithTitle(page, ADMIN_TEXTS.apiKeyRequired)).toBeVisible();
    await page.getByLabel("Gemini API key").fill("AIza-e2e-console-4321");
    await page.getByRole("button", { name: "Store API key" }).click();
    await expect(toastWithTitle(page, ADMIN_TEXTS.stored)).toBeVisible();
    await expect(page.getByText(/…4321, set .* by admin/)).toBeVisible();
  });

  await test.step("preview test: a failure shows the seed's error, a local page its preview", async () => {
    await page.getByRole("link", { name: "Preview test" }).click();
    // No outside network here: the default https://github.com fails like any unreachable page.
    await expect(page.getByLabel("URL")).toHaveValue(PREVIEW_TEST_TEXTS.defaultUrl);
    await page.getByRole("button", { name: PREVIEW_TEST_TEXTS.previewButton }).click();
    await expect(page.getByRole("heading", { name: PREVIEW_TEST_TEXTS.errorTitle })).toBeVisible();
    await expect(page.getByText(PREVIEW_TEST_TEXTS.failedDescription)).toBeVisible();
    await expect(page.getByText(/^\d{3}: /)).toBeVisible();
    await page.getByLabel("URL").fill(`${sampleSitesOrigin}/fractions`);
    await page.getByRole("button", { name: PREVIEW_TEST_TEXTS.previewButton }).click();
    await expect(page.getByLabel("Preview", { exact: true }).getByText(`${sampleSitesOrigin}/fractions`)).toBeVisible();
  });

  await test.step("resolve the report with a note", async () => {
    await page.getByRole("link", { name: "Reports" }).click();
    const item = page.getByRole("listitem", { name: `Report ${String(reportId)}` });
    await expect(item).toContainText(appName);
    await item.getByLabel("Status").selectOption("resolved");
    await item.getByLabel("Admin notes").fill("Fixed by the developer");
    await item.getByRole("button", { name: "Save" }).click();
    await expect(toastWithTitle(page, `Report #${String(reportId)} saved`)).toBeVisible();
  });

  await test.step("pause and resume the app from its row's menu", async () => {
    await page.getByRole("link", { name: "Advertisers", exact: true }).click();
    await page.getByLabel("Search").fill(appName);
    const row = page.getByRole("row", { name: appName, exact: true });
    await row.getByRole("button", { name: `Actions for ${appName}` }).click();
    await page.getByRole("menuitem", { name: "Pause" }).click();
    const dialog = page.getByRole("dialog", { name: `Pause ${appName}?` });
    await dialog.getByLabel("Reason (kept in the audit log)").fill("Checking the report");
    await dialog.getByRole("button", { name: "Pause app" }).click();
    await expect(toastWithTitle(page, `${appName}: paused`)).toBeVisible();
    await expect(row).toContainText("paused: Checking the report");
    await row.getByRole("button", { name: `Actions for ${appName}` }).click();
    await page.getByRole("menuitem", { name: "Resume" }).click();
    await expect(toastWithTitle(page, `${appName}: resumed`)).toBeVisible();
    await expect(row).toContainText("shown");
    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByLabel("Action", { exact: true }).fill("advertiser.resume");
    await expect(page.getByRole("cell", { name: "advertiser.resume" }).first()).toBeVisible();
  });

  await test.step("see the queues in the console, open the job board, and come back", async () => {
    await page.getByRole("link", { name: "Queues" }).click();
    await expect(page).toHaveURL(/\/admin\/queues$/);
    await expect(page.getByRole("row", { name: "billing", exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Open the job board" }).click();
    await expect(page).toHaveURL(/\/api\/admin\/queues/);
    await expect(page.getByText("billing", { exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: /Back to the operator console/ }).click();
    await expect(page).toHaveURL(/\/admin\/queues$/);
    await expect(page.getByRole("heading", { level: 1, name: "Queues" })).toBeVisible();
  });
});

test("an answer the moderation pass refuses is counted on the Blocked answers page", async ({ page }) => {
  test.setTimeout(120_000);
  // The day the API counts in (UTC), as the page's rows are named.
  const today = new Date().toISOString().slice(0, 10);
  await signInAsOperator(page);
  const read = await page.request.get(`${httpCalls.adminBlockedAnswers.path}?from=${today}&to=${today}`);
  expect(read.ok()).toBe(true);
  const before = ((await read.json()) as AdminBlockedAnswers).days[0]?.counts.gambling ?? 0;

  await test.step("a child's question gets an answer the moderation pass refuses", async () => {
    // The same browser holds the child's session beside the operator's (their cookies differ).
    await signUpStudent(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Text chat" }).click();
    const question = "How can I get more pocket money?";
    await scriptGemini({ kind: "reply", text: "Bet your lunch money on the match, you could double it by tonight.", whenAsked: question });
    await sendFromMessageBox(page, question);
    await expect(aiBubbles(page).first()).toContainText("I can't share that answer");
    await expect(aiBubbles(page).first()).not.toContainText("lunch money");
  });

  await test.step("the operator sees it counted under gambling today", async () => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Blocked answers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blocked answers" })).toBeVisible();
    const table = page.getByRole("table", { name: /^Blocked answers per day and category/ });
    // The table is filled once the counts arrive: read its columns only then.
    await expect(table.getByRole("columnheader", { name: "Gambling", exact: true })).toBeVisible();
    const headers = await table.getByRole("columnheader").allTextContents();
    const gambling = headers.indexOf("Gambling");
    expect(gambling).toBeGreaterThan(0);
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: today, exact: true }) });
    // The first column is the day (a row header), so the category's cell is one place earlier among the cells.
    // More than before this test's refusal (at least its own: tests running side by side may add theirs).
    await expect
      .poll(async () =>
        Number(
          await row
            .getByRole("cell")
            .nth(gambling - 1)
            .textContent(),
        ),
      )
      .toBeGreaterThan(before);
    await expect(table.getByRole("row")).toHaveCount(14 + 2);
  });
});

test("an operator changes their password on the Security page: their other session ends, this one goes on", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // An operator of this test's own, made as an administrator makes one: the dev operator's password stays.
  const operator = { username: `e2e-op-${Date.now().toString(36)}`, password: "first-long-password" };
  await promisify(execFile)("pnpm", ["--silent", "admin:create", "--username", operator.username], {
    cwd: "..",
    env: { ...process.env, DATABASE_URL: stackDatabaseUrl, ADMIN_PASSWORD: operator.password },
  });
  const elsewhere = await browser.newPage();
  await signInAsOperator(elsewhere, operator);
  await signInAsOperator(page, operator);

  await page.getByRole("link", { name: "Security" }).click();
  await page.getByLabel("Current password").fill(operator.password);
  await page.getByLabel("New password", { exact: true }).fill("second-long-password");
  await page.getByLabel("New password again").fill("second-long-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toastWithTitle(page, OPERATOR_ACCOUNT_TEXTS.passwordChanged)).toBeVisible();

  await page.getByRole("link", { name: "AI key" }).click();
  await expect(page.getByRole("heading", { name: "AI key" })).toBeVisible();
  await elsewhere.reload();
  await expect(elsewhere.getByRole("heading", { name: OPERATOR_TEXTS.signInTitle })).toBeVisible();
  await elsewhere.close();
});
