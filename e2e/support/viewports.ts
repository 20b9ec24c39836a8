import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

/** The two screens every page is checked on: a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** The two boxes share some area (touching edges do not count). */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (first === null || second === null) throw new Error("a box to compare is not on screen");
  const apart =
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y;
  return !apart;
}

/** The page itself does not scroll, in either direction: everything fits the window. */
export async function expectNoPageScroll(page: Page): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  expect(size.scrollWidth, "the page is wider than the window").toBeLessThanOrEqual(size.width);
  expect(size.scrollHeight, "the page is taller than the window").toBeLessThanOrEqual(size.height);
}

/** Every toast on screen says its sentence alone: no line starts with a status code such as "403: ". */
export async function expectNoStatusCodeInToasts(page: Page): Promise<void> {
  const toasts = page.getByRole("region", { name: /notifications/i, includeHidden: true }).getByRole("listitem", { includeHidden: true });
  for (const text of await toasts.allInnerTexts()) expect(text).not.toMatch(/^\s*\d{3}:/m);
}
