/**
 * A page's link-preview metadata, read from its HTML with htmlparser2 (a streaming, forgiving parser that
 * decodes entities): Open Graph first, then Twitter cards, then the plain <title> and meta description.
 * Relative image links are resolved against <base href> or the page's own URL; the image is kept only when it
 * is https on a public host name (`isPublicImageUrl`): the child's browser loads it, inside the child's network.
 */
import { isIpLiteral } from "@kidsafe/safe-fetch";
import { Parser } from "htmlparser2";

export interface PageMetadata {
  title: string;
  description: string;
  /** Absolute https URL on a public host name, or null when the page names none (or another kind). */
  image: string | null;
  /** The page's canonical URL (og:url) when it is on the same site, else the URL that was fetched. */
  url: string;
}

export const TITLE_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 500;
const URL_MAX_LENGTH = 2048;

const TITLE_KEYS = ["og:title", "twitter:title"];
const DESCRIPTION_KEYS = ["og:description", "twitter:description", "description"];
const IMAGE_KEYS = ["og:image:secure_url", "og:image", "og:image:url", "twitter:image", "twitter:image:src"];

export function readPageMetadata(html: string, pageUrl: string): PageMetadata {
  const meta = new Map<string, string>();
  let titleText: string | undefined;
  let insideTitle = false;
  let insideSvg = 0;
  let titleBuffer = "";
  let baseHref: string | undefined;
  let imageSrcLink: string | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "svg") insideSvg++;
        if (name === "title" && insideSvg === 0 && titleText === undefined) insideTitle = true;
        if (name === "base" && baseHref === undefined && attributes.href) baseHref = attributes.href;
        if (name === "link" && imageSrcLink === undefined && attributes.rel?.toLowerCase().split(/\s+/).includes("image_src")) {
          imageSrcLink = attributes.href;
        }
        if (name === "meta") {
          const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
          const content = attributes.content;
          // The first value of each key wins (pages sometimes repeat og:image for other sizes).
          if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
        }
      },
      ontext(text) {
        if (insideTitle) titleBuffer += text;
      },
      onclosetag(name) {
        if (name === "svg" && insideSvg > 0) insideSvg--;
        if (name === "title" && insideTitle) {
          insideTitle = false;
          titleText = titleBuffer;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const first = (keys: readonly string[]) => keys.map((key) => meta.get(key)).find((value) => value !== undefined && value.trim() !== "");
  const base = absoluteHttpUrl(baseHref ?? "", pageUrl) ?? pageUrl;
  const imageCandidate = first(IMAGE_KEYS) ?? imageSrcLink;

  return {
    title: cleanText(first(TITLE_KEYS) ?? titleText ?? "", TITLE_MAX_LENGTH),
    description: cleanText(first(DESCRIPTION_KEYS) ?? "", DESCRIPTION_MAX_LENGTH),
    image: publicImageUrl(imageCandidate ? (absoluteHttpUrl(imageCandidate, base) ?? undefined) : undefined),
    url: sameSiteCanonical(meta.get("og:url"), pageUrl),
  };
}

/** Names that only mean something inside a local network. */
const LOCAL_SUFFIXES = [".local", ".internal", ".lan", ".home.arpa", ".localhost", ".corp", ".intranet"];

/**
 * The server never fetches the image; the child's browser does, from the child's own network. So an image address
 * that could reach that network (an IP literal, a single-label or local name) or travel unencrypted is dropped.
 */
function publicImageUrl(href: string | undefined): string | null {
  if (href === undefined) return null;
  const url = new URL(href);
  const host = url.hostname.toLowerCase();
  if (url.protocol !== "https:" || isIpLiteral(host) || !host.includes(".") || host === "localhost") return null;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix)) ? null : url.href;
}

/** Whitespace collapsed, control characters dropped, cut at a word boundary with an ellipsis. */
function cleanText(raw: string, maxLength: number): string {
  const text = raw
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function absoluteHttpUrl(raw: string, base: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.href.length > URL_MAX_LENGTH) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** og:url is trusted only on the same site (ignoring "www."), so a page cannot present itself as another. */
function sameSiteCanonical(ogUrl: string | undefined, pageUrl: string): string {
  const canonical = ogUrl ? absoluteHttpUrl(ogUrl, pageUrl) : null;
  if (!canonical) return pageUrl;
  const site = (href: string) => new URL(href).hostname.replace(/^www\./, "");
  return site(canonical) === site(pageUrl) ? canonical : pageUrl;
}
