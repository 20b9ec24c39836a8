// A child's crisis end to end: the student writes that they want to kill themselves (browser locale en-US), the chat
// answers with the crisis reply naming the US helpline 988, and the operator finds the event on the console's Safety
// events page and resolves it.
import { httpCalls } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { aiBubbles, sendFromMessageBox, signUpStudent, toastWithTitle } from "../support/chat.ts";

/** What `pnpm dev` creates (DEV_ADMIN_PASSWORD's default). */
const OPERATOR = { username: "admin", password: "admin-dev-password" };
const CRISIS_MESSAGE = "I want to kill myself";
const NOTE = "Called the parents; the school's safeguarding lead follows up";

// Accept-Language en-US: the crisis reply names the United States' helpline.
test.use({ locale: "en-US" });

async function signInAsOperator(page: Page): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "AI key" })).toBeVisible();
}

test("a child's crisis gets the helpline at once, and an operator finds it on the Safety events page and resolves it", async ({ page }) => {
  test.setTimeout(120_000);
  // The same browser holds the child's session beside the operator's (their cookies differ).
  const student = await signUpStudent(page);

  await test.step("the child writes it in the chat and the reply names 988", async () => {
    await page.goto("/");
    await page.getByRole("button", { name: "Text chat" }).click();
    await sendFromMessageBox(page, CRISIS_MESSAGE);
    await expect(aiBubbles(page).first()).toContainText("988");
  });

  await test.step("the operator sees the event, newest first among the new ones, and resolves it with a note", async () => {
    await signInAsOperator(page);
    await page.getByRole("link", { name: "Safety events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Safety events" })).toBeVisible();
    await expect(page.getByLabel("Status")).toHaveValue("new");
    const event = page
      .getByRole("list", { name: "Safety events, newest first" })
      .getByRole("listitem")
      .filter({ hasText: `Child: ${student.username}` });
    await expect(event).toHaveCount(1);
    await expect(event).toContainText("Self-harm or suicidal thoughts");
    await expect(event).toContainText("Crisis");
    await expect(event).toContainText(CRISIS_MESSAGE);
    await expect(event).toContainText("988");

    await event.getByLabel("Note (optional)").fill(NOTE);
    await event.getByRole("button", { name: "Resolve" }).click();
    await expect(toastWithTitle(page, "Safety event resolved")).toBeVisible();
    await expect(event).toHaveCount(0);
  });

  await test.step("it is listed as resolved, by the operator, with the note", async () => {
    await page.getByLabel("Status").selectOption("resolved");
    const resolved = page.getByRole("listitem").filter({ hasText: `Child: ${student.username}` });
    await expect(resolved).toContainText("Resolved");
    await expect(resolved).toContainText(`Resolved by ${OPERATOR.username}`);
    await expect(resolved).toContainText(NOTE);
    await expect(resolved.getByRole("button")).toHaveCount(0);
    const audit = await page.request.get(`${httpCalls.adminAudit.path}?action=safety-event.resolve`);
    expect(await audit.text()).toContain(`"operator":"${OPERATOR.username}"`);
  });
});
