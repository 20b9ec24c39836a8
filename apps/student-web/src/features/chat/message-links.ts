import { previewableUrl } from "../preview/preview-rules.ts";

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A web address in a reply: up to a space, a quote or a closing bracket. Sentence punctuation right after it is
// the sentence's, not the link's.
const WEB_ADDRESS = /https?:\/\/[^\s<>"'()[\]{}]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** A reply's text cut into plain text and the web addresses it names (http and https only). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, "");
    const url = previewableUrl(href);
    if (url === null) continue;
    if (match.index > from) parts.push({ kind: "text", text: text.slice(from, match.index) });
    parts.push({ kind: "link", text: href, href: url.href });
    from = match.index + href.length;
  }
  if (from < text.length) parts.push({ kind: "text", text: text.slice(from) });
  return parts;
}
