import { createHash } from "node:crypto";
import type { SitePage } from "./read-site.ts";

/** Markup, scripts and whitespace do not move it; a changed word does. */
export function pageTextHash(page: Pick<SitePage, "title" | "description" | "text">): string {
  return createHash("sha256")
    .update(JSON.stringify([page.title, page.description, page.text]))
    .digest("hex");
}
