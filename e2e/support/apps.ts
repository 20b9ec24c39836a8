// Telling the three web apps apart from the outside: each is served under its own Vite base, so the module
// scripts of its HTML (dev: /@vite/client and src/main.tsx; production: assets/*.js) start with that base.
import type { Page } from "@playwright/test";
import { WEB_BASES } from "./stack.ts";

export type WebApp = keyof typeof WEB_BASES;

export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Which web app an HTML document belongs to, judged by its scripts. */
export function webAppOf(html: string): WebApp | undefined {
  const sources = scriptSources(html).filter((src) => src.startsWith("/"));
  if (sources.length === 0) return undefined;
  if (sources.every((src) => src.startsWith(WEB_BASES.advertiser))) return "advertiser";
  if (sources.every((src) => src.startsWith(WEB_BASES.admin))) return "admin";
  if (sources.some((src) => src.startsWith(WEB_BASES.advertiser) || src.startsWith(WEB_BASES.admin))) return undefined;
  return "student";
}

/** Collects uncaught errors of the page, so a spec can say it rendered without crashing. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}
