/// <reference lib="dom" />
// page.evaluate callbacks run in the browser; the DOM types are for them only.
import { readFile } from "node:fs/promises";
import { DRAWING_TEXTS } from "@kidsafe/contracts";
import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { TEEN_BIRTH_YEAR } from "@kidsafe/testing";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expectNoPageScroll, overlaps, VIEWPORTS } from "../support/viewports.ts";
import type { ViewportName } from "../support/viewports.ts";

// Seed 000 §2, §4, §5, §8: the Drawing Hub at /ai-paint — shapes on release, the eraser, resize, downloads.

const PASSWORD = "correct horse battery staple";

async function signUp(page: Page): Promise<void> {
  const username = `artist_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await page.request.post("/api/register", { data: { username, password: PASSWORD, birthYear: TEEN_BIRTH_YEAR } });
  expect(response.ok()).toBe(true);
}

function toastWithTitle(page: Page, title: string): Locator {
  return page
    .getByRole("region", { name: /notifications/i })
    .getByRole("listitem")
    .filter({ hasText: title });
}

const canvasOf = (page: Page) => page.getByLabel("Drawing canvas");

/** Drags the mouse over the canvas from one point to another, in CSS pixels from its top-left corner. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const box = (await canvasOf(page).boundingBox())!;
  await page.mouse.move(box.x + from[0], box.y + from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 4 });
  await page.mouse.up();
}

/** The alpha of the canvas pixel at a CSS point (the canvas is transparent where nothing is painted). */
function alphaAt(page: Page, x: number, y: number): Promise<number> {
  return canvasOf(page).evaluate(
    (element, [px, py]) => {
      const canvas = element as HTMLCanvasElement;
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      return canvas.getContext("2d")!.getImageData(Math.round(px! * ratio), Math.round(py! * ratio), 1, 1).data[3]!;
    },
    [x, y],
  );
}

interface DecodedPng {
  width: number;
  height: number;
  nonWhite: number;
  /** [r, g, b] at each asked CSS point. */
  samples: number[][];
}

/** Decodes a PNG in the page (createImageBitmap) and reads it back: no PNG library needed. */
function decodePng(page: Page, png: Buffer, points: [number, number][]): Promise<DecodedPng> {
  return page.evaluate(
    async ({ base64, points }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let nonWhite = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 250 || data[i + 1]! < 250 || data[i + 2]! < 250) nonWhite += 1;
      const ratio = bitmap.width / (document.querySelector("canvas")!.getBoundingClientRect().width || bitmap.width);
      const samples = points.map(([x, y]) => {
        const index = (Math.round(y * ratio) * bitmap.width + Math.round(x * ratio)) * 4;
        return [data[index]!, data[index + 1]!, data[index + 2]!];
      });
      return { width: bitmap.width, height: bitmap.height, nonWhite, samples };
    },
    { base64: png.toString("base64"), points },
  );
}

test.describe("Drawing Hub", () => {
  test("signed out, /ai-paint asks to log in and links to /auth", async ({ page }) => {
    await page.goto("/ai-paint");
    await expect(page.getByText(DRAWING_TEXTS.loginRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/ai-paint$/);
    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an empty canvas is not downloaded: 'No artwork to download'", async ({ page }) => {
    await signUp(page);
    await page.goto("/ai-paint");
    await expect(page.getByRole("heading", { name: DRAWING_TEXTS.helpTitle })).toBeVisible();
    const box = (await canvasOf(page).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(300);

    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: /Download/ }).click();
    const toast = toastWithTitle(page, DRAWING_TEXTS.noArtworkTitle);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(DRAWING_TEXTS.noArtworkDescription);
    expect(downloaded).toBe(false);
  });

  test("draws a line and a circle on release, keeps them through a resize, and downloads a PNG of them", async ({ page }) => {
    await signUp(page);
    await page.goto("/ai-paint");

    await page.getByRole("button", { name: /Line/ }).click();
    await page.getByLabel("Size").selectOption("10");
    // Mid-drag nothing is drawn yet: shapes appear on release.
    const box = (await canvasOf(page).boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 60);
    await page.mouse.down();
    await page.mouse.move(box.x + 240, box.y + 60, { steps: 8 });
    expect(await alphaAt(page, 140, 60)).toBe(0);
    await page.mouse.up();
    await page.getByRole("button", { name: /Circle/ }).click();
    await page.getByRole("button", { name: "Blue", exact: true }).click();
    await drag(page, [400, 160], [460, 160]); // radius 60

    // The line runs start to end; the circle is an outline with radius = the drag's length.
    expect(await alphaAt(page, 140, 60)).toBe(255);
    expect(await alphaAt(page, 460, 160)).toBe(255);
    expect(await alphaAt(page, 400, 100)).toBe(255);
    expect(await alphaAt(page, 400, 160)).toBe(0);
    expect(await alphaAt(page, 140, 120)).toBe(0);

    // A resize redraws the picture from its records.
    await page.setViewportSize({ width: 900, height: 700 });
    await expect.poll(() => canvasOf(page).evaluate((element) => (element as HTMLCanvasElement).width)).toBeLessThan(900);
    expect(await alphaAt(page, 140, 60)).toBe(255);
    expect(await alphaAt(page, 460, 160)).toBe(255);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: /Download/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^artwork-\d{13}\.png$/);
    const png = await readFile(await download.path());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    const decoded = await decodePng(page, png, [
      [140, 60],
      [460, 160],
      [400, 160],
    ]);
    expect(decoded.nonWhite).toBeGreaterThan(1000);
    const [line, circleEdge, circleCentre] = decoded.samples;
    expect(line).toEqual([0, 0, 0]); // black line
    expect(circleEdge).toEqual([0, 0, 255]); // blue circle
    expect(circleCentre).toEqual([255, 255, 255]); // white background inside the outline
    const toast = toastWithTitle(page, DRAWING_TEXTS.downloadedTitle);
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(DRAWING_TEXTS.downloadedDescription);
  });

  test("the eraser removes painted pixels (nothing left to download), and Undo brings them back", async ({ page }) => {
    await signUp(page);
    await page.goto("/ai-paint");
    await drag(page, [50, 50], [300, 200]);
    expect(await alphaAt(page, 50, 50)).toBe(255);

    await page.getByRole("button", { name: /Eraser/ }).click();
    await expect(page.getByRole("button", { name: /Brush/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByLabel("Size").selectOption({ label: "Fill" });
    await drag(page, [10, 10], [12, 12]);
    expect(await alphaAt(page, 50, 50)).toBe(0);

    await page.getByRole("button", { name: /Download/ }).click();
    await expect(toastWithTitle(page, DRAWING_TEXTS.noArtworkTitle)).toBeVisible();

    await page.getByRole("button", { name: /Undo/ }).click();
    await expect.poll(() => alphaAt(page, 50, 50)).toBe(255);
    // Choosing a colour puts the eraser away.
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await expect(page.getByRole("button", { name: /Eraser/ })).toHaveAttribute("aria-pressed", "false");
  });

  test("draws with touch", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 800, height: 900 } });
    const page = await context.newPage();
    await signUp(page);
    await page.goto("/ai-paint");
    const box = (await canvasOf(page).boundingBox())!;
    // A tap with the brush leaves a dot where the finger touched.
    await page.touchscreen.tap(box.x + 100, box.y + 100);
    await expect.poll(() => alphaAt(page, 100, 100)).toBe(255);
    await context.close();
  });

  test("'Back' goes back in the browser history", async ({ page }) => {
    await signUp(page);
    await page.goto("/settings");
    await page.goto("/ai-paint");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});

// The Drawing Hub fits a laptop and a phone: toolbar and a canvas of at least 300 px on screen, no page scroll,
// on /ai-paint and in a chat tab above the bottom bar.

/** The whole box is inside the window and, in a chat tab, clear of the bottom bar. */
async function expectOnScreen(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height + 0.5);
  const bottomBar = page.getByRole("navigation", { name: "Chat tools" });
  if ((await bottomBar.count()) > 0) expect(await overlaps(target, bottomBar), "under the bottom bar").toBe(false);
}

async function expectHubFits(page: Page) {
  await expectNoPageScroll(page);
  const canvas = canvasOf(page);
  expect((await canvas.boundingBox())!.height).toBeGreaterThanOrEqual(300);
  await expectOnScreen(page, canvas);
  for (const name of [/Brush/, /Line/, /Eraser/, /Download/, /Clear/]) await expectOnScreen(page, page.getByRole("button", { name }));
  await expectOnScreen(page, page.getByRole("button", { name: "Brown", exact: true }));
  await expectOnScreen(page, page.getByLabel("Size"));
}

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`on a ${viewport} (${VIEWPORTS[viewport].width}x${VIEWPORTS[viewport].height})`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test("/ai-paint fits the window with its tools and help, draws, and passes axe", async ({ page }) => {
      await signUp(page);
      await page.goto("/ai-paint");
      await expect(page.getByRole("heading", { name: "Drawing Hub", exact: true })).toBeVisible();
      await expectHubFits(page);
      const help = page.getByRole("heading", { name: DRAWING_TEXTS.helpTitle });
      const toggle = page.getByRole("button", { name: "Help" });
      if (viewport === "phone") {
        // On a phone the help waits behind its button, over the canvas, so the page does not grow.
        await expect(help).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expect(help).toBeVisible();
        await expect(page.getByRole("heading", { name: DRAWING_TEXTS.saveHelpTitle })).toBeVisible();
        await expectNoPageScroll(page);
        await expectNoAxeViolations(page);
        await toggle.click();
        await expect(help).toBeHidden();
      } else {
        await expect(help).toBeVisible();
        await expect(toggle).toBeHidden();
        expect(await overlaps(help, canvasOf(page))).toBe(false);
      }
      await drag(page, [40, 40], [120, 90]);
      expect(await alphaAt(page, 40, 40)).toBe(255);
      await expectNoPageScroll(page);
      await expectNoAxeViolations(page);
    });

    test("in a chat tab the Drawing Hub fits above the bottom bar", async ({ page }) => {
      await signUp(page);
      await page.goto("/");
      await page.getByRole("navigation", { name: "Chat tools" }).getByRole("button", { name: "Drawing Hub" }).click();
      await expect(page.getByRole("heading", { name: "Drawing Hub", exact: true })).toBeVisible();
      await expectHubFits(page);
      const panel = page.getByRole("tabpanel");
      const { scrollHeight, clientHeight } = await panel.evaluate((element) => ({
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      }));
      expect(scrollHeight, "the chat panel scrolls").toBeLessThanOrEqual(clientHeight + 1);
    });
  });
}
