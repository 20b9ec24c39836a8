// Helpers of the family specs: a parent signs up in the parent area, verifies from the MailDev inbox and links a child
// with the child's code, as a parent would.
import { familyCalls, LinkCodeResponse } from "@kidsafe/contracts";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { waitForMailLink } from "./mailbox.ts";
import { uniqueUsername } from "./student-session.ts";

export const PARENT_ACCOUNT_PASSWORD = "a lighthouse by the sea";

/** A parent's address no earlier run has used, typed with capitals as people do (the account keeps it in lower case). */
export const uniqueParentEmail = (): string => `Parent.${uniqueUsername("p")}@Example.com`;

/** A mailed link's path and query on this stack's origin (the mail may name another host for it). */
export function onThisOrigin(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** From the parent area's sign-in page: creates the account and lands on the dashboard asking to verify the email. */
export async function signUpAsParent(parent: Page, email: string): Promise<void> {
  await parent.getByRole("link", { name: "Create a parent account" }).click();
  await parent.getByLabel("Email").fill(email);
  await parent.getByLabel("Password").fill(PARENT_ACCOUNT_PASSWORD);
  await parent.getByRole("button", { name: "Create Account" }).click();
  await expect(parent.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

/** Opens the verification link from the inbox and goes back to the dashboard, verified. */
export async function verifyParentEmail(parent: Page, email: string): Promise<void> {
  const link = await waitForMailLink(email.toLowerCase(), /Confirm your email/);
  await parent.goto(onThisOrigin(link));
  await expect(parent.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  await parent.getByRole("link", { name: "Go to the parent area" }).click();
  await expect(parent.getByRole("heading", { name: "Check your email" })).toHaveCount(0);
}

/** Types the child's code on the dashboard; the child's card shows. */
export async function linkChildByCode(parent: Page, code: string, username: string): Promise<void> {
  await parent.getByLabel("Code").fill(code);
  await parent.getByRole("button", { name: "Link", exact: true }).click();
  await expect(parent.getByRole("heading", { name: username })).toBeVisible();
}

/** The code the child's Settings would show under 'Add a parent', asked for with the child's own session. */
export async function childLinkCode(child: Page): Promise<string> {
  const response = await child.request.post(familyCalls.createLinkCode.path);
  expect(response.ok(), `the link code answered ${response.status()}: ${await response.text()}`).toBe(true);
  return LinkCodeResponse.parse(await response.json()).code;
}

/** A verified parent with `code`'s child linked, on the dashboard (the parent area's sign-up, inbox, link). */
export async function verifiedParentLinkedTo(parent: Page, email: string, code: string, username: string): Promise<void> {
  await parent.goto("/parent");
  await signUpAsParent(parent, email);
  await verifyParentEmail(parent, email);
  await linkChildByCode(parent, code, username);
}
