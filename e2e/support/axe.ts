/// <reference lib="dom" />
import { createRequire } from "node:module";
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

// axe-core runs inside the page (injected from the package, no network): the same engine Lighthouse's accessibility
// audits use, so a page that passes here keeps its Lighthouse accessibility score.
const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The WCAG 2.1 A and AA rules: what a person with a screen reader, a keyboard or low vision relies on. */
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Every WCAG A/AA violation axe finds on the page once its finite animations have ended (a dialog fading in has not
 * reached its colours' contrast yet), one line each. Endless ones (a spinner) are not waited for.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations;
  }, RULE_TAGS);
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}
