import { AUTH_TEXTS } from "@kidsafe/contracts";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { expect, test } from "@playwright/test";
import { collectPageErrors } from "../support/apps.ts";
import { CHILD_PASSWORD, uniqueUsername } from "../support/student-session.ts";

// /auth is rendered at build time (auth.html): its form paints with the HTML, and the app takes that markup over.

test.describe("the prerendered sign-in screen", () => {
  test("arrives as HTML with its form, and the app takes it over without a hydration error", async ({ page, request }) => {
    const html = await (await request.get("/auth")).text();
    expect(html).toContain("data-prerendered");
    expect(html).toContain(`<h1>${AUTH_TEXTS.heading}</h1>`);
    expect(html).not.toContain("data-app-shell");

    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto("/auth");
    // Sign Up answers only once the app runs: the tab switched means the markup is live.
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });

  test("keeps what a child typed before the scripts arrived, and signs them in", async ({ page, request }) => {
    const username = uniqueUsername();
    const registered = await request.post("/api/register", {
      data: { username, password: CHILD_PASSWORD, birthYear: TEEN_BIRTH_YEAR },
    });
    // Signed up apart from the page: the page itself is signed out.
    expect(registered.ok()).toBe(true);

    // The scripts are held back until the child has typed, as on a slow connection.
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/auth", { waitUntil: "commit" });
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(CHILD_PASSWORD);
    releaseScripts();

    await expect(page.getByLabel("Username")).toHaveValue(username);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: `Hello ${username}!` })).toBeVisible();
  });
});
