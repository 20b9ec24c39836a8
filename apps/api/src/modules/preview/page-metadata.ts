/** htmlparser2 is streaming and forgiving, and decodes entities. */
import { cleanText, isIpLiteral } from "@kidsafe/safe-fetch";
import { Parser } from "htmlparser2";

export interface PageMetadata {
  title: string;
  description: string;
  image: string | null;
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
          // Pages sometimes repeat og:image for other sizes.
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

const LOCAL_SUFFIXES = [".local", ".internal", ".lan", ".home.arpa", ".localhost", ".corp", ".intranet"];

/**
 * The child's browser loads the image from the child's own network, so an address that could reach that network or travel unencrypted is
 * dropped.
 */
function publicImageUrl(href: string | undefined): string | null {
  if (href === undefined) return null;
  const url = new URL(href);
  const host = url.hostname.toLowerCase();
  if (url.protocol !== "https:" || isIpLiteral(host) || !host.includes(".") || host === "localhost") return null;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix)) ? null : url.href;
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

/** So a page cannot present itself as another. */
function sameSiteCanonical(ogUrl: string | undefined, pageUrl: string): string {
  const canonical = ogUrl ? absoluteHttpUrl(ogUrl, pageUrl) : null;
  if (!canonical) return pageUrl;
  const site = (href: string) => new URL(href).hostname.replace(/^www\./, "");
  return site(canonical) === site(pageUrl) ? canonical : pageUrl;
}
