// End to end: a child of 9 signs up and meets the under-13 gate; a parent signs up in the parent area,
// verifies from the MailDev inbox, links with the child's code, consents with a card on the Stripe emulator's checkout
// page, and the child's chat opens; the parent then downloads everything and deletes the child's account.
import { readFile } from "node:fs/promises";
import { FAMILY_TEXTS } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { payOnCheckoutPage, TEST_CARDS } from "../support/advertiser.ts";
import { answerAgeQuestion } from "../support/age-question.ts";
import { linkChildByCode, PARENT_ACCOUNT_PASSWORD, signUpAsParent, uniqueParentEmail, verifyParentEmail } from "../support/family.ts";
import { CHILD_PASSWORD, uniqueUsername } from "../support/student-session.ts";

const CHILD_AGE = 9;

async function childSignsUp(page: Page, username: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(CHILD_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await answerAgeQuestion(page, CHILD_AGE);
}

test.describe("families", () => {
  test("a child of 9 is heard once a verified parent links and consents; the parent exports, then deletes", async ({ browser }) => {
    test.setTimeout(180_000);
    const childContext = await browser.newContext();
    const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const child = await childContext.newPage();
    const parent = await parentContext.newPage();
    const username = uniqueUsername("nine");
    const email = uniqueParentEmail();

    let code = "";
    await test.step("the child signs up, answers the age question and meets the gate on chat", async () => {
      await childSignsUp(child, username);
      await expect(child.getByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toBeVisible();
      await expect(child.getByText(FAMILY_TEXTS.askParentBody)).toBeVisible();
      await expect(child.getByRole("textbox", { name: "Message" })).toHaveCount(0);
      code = (await child.getByTestId("link-code").textContent())?.trim() ?? "";
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
    });

    await test.step("a parent signs up from the sign-in page's 'I'm a parent' link", async () => {
      await parent.goto("/auth");
      await parent.getByRole("link", { name: FAMILY_TEXTS.imAParent }).click();
      await expect(parent).toHaveURL(/\/parent$/);
      await signUpAsParent(parent, email);
    });

    await test.step("the parent verifies from the mail in the inbox", async () => {
      // The parent typed the email with capitals; it is one account, in lower case.
      await verifyParentEmail(parent, email);
    });

    await test.step("the parent links the child with the code", async () => {
      await linkChildByCode(parent, code.toLowerCase(), username);
      await expect(parent.getByText(/Waiting for a parent's consent/)).toBeVisible();
    });

    await test.step("the parent reads the notice and consents with a card on the checkout page", async () => {
      await parent.getByRole("button", { name: "Give consent" }).click();
      const notice = parent.getByRole("dialog");
      await expect(notice.getByText(/Google Gemini/)).toBeVisible();
      await notice.getByRole("button", { name: "Agree and verify with a card" }).click();
      await payOnCheckoutPage(parent, TEST_CARDS.pays, email.toLowerCase());
      await expect(parent).toHaveURL(/\/parent\/consent\/done\?session_id=/, { timeout: 20_000 });
      await expect(parent.getByText(`${username} can now chat, search, talk and share photos.`)).toBeVisible();
    });

    await test.step("the child's chat opens", async () => {
      await child.reload();
      await expect(child.getByRole("heading", { name: `Hello ${username}!` })).toBeVisible();
      await expect(child.getByRole("heading", { name: FAMILY_TEXTS.askParentTitle })).toHaveCount(0);
    });

    await test.step("the parent downloads everything as one zip", async () => {
      await parent.getByRole("link", { name: "Go to the parent area" }).click();
      const downloaded = parent.waitForEvent("download");
      await parent.getByRole("link", { name: "Download all data (zip)" }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const file = await readFile(await download.path());
      // A zip starts with its local file header's signature, "PK\x03\x04".
      expect(file.subarray(0, 4).toString("binary")).toBe("PK\x03\x04");
    });

    await test.step("the parent deletes the child's account", async () => {
      await parent.getByRole("button", { name: "Delete account" }).click();
      const dialog = parent.getByRole("dialog", { name: `Delete ${username}'s account?` });
      await dialog.getByLabel("Your parent-area password").fill(PARENT_ACCOUNT_PASSWORD);
      await dialog.getByRole("checkbox", { name: "I understand this cannot be undone" }).check();
      await dialog.getByRole("button", { name: "Delete for good" }).click();
      await expect(parent.getByRole("heading", { name: username })).toHaveCount(0);

      // The child's session went with the account.
      await child.reload();
      await expect(child).toHaveURL(/\/auth$/);
    });

    await childContext.close();
    await parentContext.close();
  });
});
