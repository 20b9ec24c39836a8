import { createHash } from "node:crypto";
import type { SitePage } from "./read-site.ts";

/**
 * A fingerprint of what a visitor reads on a page (title, description, visible text, as `readSite` cleans them):
 * sha256 in hex. Markup, scripts and whitespace do not move it; a changed word does.
 */
export function pageTextHash(page: Pick<SitePage, "title" | "description" | "text">): string {
  return createHash("sha256")
    .update(JSON.stringify([page.title, page.description, page.text]))
    .digest("hex");
}
