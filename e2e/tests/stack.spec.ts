import { expect, test } from "@playwright/test";
import { collectPageErrors, webAppOf } from "../support/apps.ts";

// Every deployable answers through the one origin, routed by path as in production.

test.describe("one origin, routed by path", () => {
  test("/api/health answers 200 from the API", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
  });

  test("/ws/health answers 200 from the voice gateway", async ({ request }) => {
    const response = await request.get("/ws/health");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
  });

  test("/ renders the student app (possibly redirected to /auth)", async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(webAppOf(await response!.text())).toBe("student");
    await expect(page).toHaveURL(/\/(auth)?(\?.*)?$/);
    await expect(page.locator("#root > *").first()).toBeVisible();
    // index.html's loading shell is replaced once the app mounts.
    await expect(page.locator("#root > [data-app-shell]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("/advertise renders the advertiser app", async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/advertise");
    expect(response?.status()).toBe(200);
    expect(webAppOf(await response!.text())).toBe("advertiser");
    await expect(page).toHaveURL(/\/advertise/);
    await expect(page.locator("#root > *").first()).toBeVisible();
    // index.html's loading shell is replaced once the app mounts.
    await expect(page.locator("#root > [data-app-shell]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("/admin renders the admin app", async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    expect(webAppOf(await response!.text())).toBe("admin");
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.locator("#root > *").first()).toBeVisible();
    // index.html's loading shell is replaced once the app mounts.
    await expect(page.locator("#root > [data-app-shell]")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("/advertiser-login is served the advertiser app's HTML", async ({ request }) => {
    const response = await request.get("/advertiser-login?next=dashboard");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(webAppOf(await response.text())).toBe("advertiser");
  });

  test("/preview-test is served the admin app's HTML", async ({ request }) => {
    const response = await request.get("/preview-test");
    expect(response.status()).toBe(200);
    expect(webAppOf(await response.text())).toBe("admin");
  });

  test("an unknown path is served the student app (its router shows the not-found page)", async ({ request }) => {
    const response = await request.get("/no/such/page-here", { headers: { accept: "text/html" } });
    expect(response.status()).toBe(200);
    expect(webAppOf(await response.text())).toBe("student");
  });

  test("Vite's live reload socket connects through the one origin", async ({ page }) => {
    const html = await (await page.request.get("/", { headers: { accept: "text/html" } })).text();
    test.skip(!html.includes("/@vite/client"), "a production build has no Vite client");
    const connected = page.waitForEvent("console", {
      predicate: (message) => message.text().includes("[vite] connected"),
    });
    await page.goto("/");
    await connected;
  });
});
