// Alt texts and placeholders count as text: they say what a page shows or asks for.
import { Parser } from "htmlparser2";

export interface PageContent {
  title: string;
  description: string;
  text: string;
  links: string[];
}

export const PAGE_TITLE_MAX_LENGTH = 200;
export const PAGE_DESCRIPTION_MAX_LENGTH = 500;
const URL_MAX_LENGTH = 2048;

const NOT_TEXT = new Set(["head", "script", "style", "noscript", "template", "svg", "math", "iframe", "object", "canvas", "select"]);

/** Every non-inline tag separates words ("<p>a</p><p>b</p>" reads "a b"). */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "font",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);

/** The page is still parsed to the end for its links. */
export function readPageContent(html: string, pageUrl: string, maxTextLength = Number.POSITIVE_INFINITY): PageContent {
  const meta = new Map<string, string>();
  const hrefs: string[] = [];
  const textParts: string[] = [];
  let textLength = 0;
  let hidden = 0;
  let insideTitle = false;
  let titleText: string | undefined;
  let titleBuffer = "";
  let svgDepth = 0;
  let baseHref: string | undefined;

  const addText = (raw: string) => {
    if (textLength > maxTextLength) return;
    textParts.push(raw);
    textLength += raw.length;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "svg") svgDepth++;
        if (name === "title" && svgDepth === 0 && titleText === undefined) insideTitle = true;
        if (name === "base" && baseHref === undefined && attributes.href) baseHref = attributes.href;
        if (name === "meta") {
          const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
          if (key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content);
        }
        if ((name === "a" || name === "area") && attributes.href) hrefs.push(attributes.href);
        if (NOT_TEXT.has(name)) hidden++;
        if (hidden > 0) return;
        if (!INLINE.has(name)) addText(" ");
        if (name === "img" && attributes.alt) addText(` ${attributes.alt} `);
        if ((name === "input" || name === "textarea") && attributes.placeholder) addText(` ${attributes.placeholder} `);
      },
      ontext(text) {
        if (insideTitle) titleBuffer += text;
        else if (hidden === 0) addText(text);
      },
      onclosetag(name) {
        if (name === "svg" && svgDepth > 0) svgDepth--;
        if (name === "title" && insideTitle) {
          insideTitle = false;
          titleText = titleBuffer;
        }
        if (NOT_TEXT.has(name) && hidden > 0) hidden--;
        else if (hidden === 0 && !INLINE.has(name)) addText(" ");
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);

  const base = absoluteHttpUrl(baseHref ?? "", pageUrl) ?? pageUrl;
  const links = [...new Set(hrefs.map((href) => absoluteHttpUrl(href, base)).filter((link) => link !== undefined))];
  return {
    title: cleanText(titleText || meta.get("og:title") || "", PAGE_TITLE_MAX_LENGTH),
    description: cleanText(meta.get("description") || meta.get("og:description") || "", PAGE_DESCRIPTION_MAX_LENGTH),
    text: cleanText(textParts.join(""), maxTextLength),
    links,
  };
}

/** One line of plain text, cut at a word near the end when it is too long. */
export function cleanText(raw: string, maxLength: number): string {
  const text = raw
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  if (maxLength <= 1) return "";
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function absoluteHttpUrl(raw: string, base: string): string | undefined {
  const trimmed = raw.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    url.hash = "";
    return url.href.length > URL_MAX_LENGTH ? undefined : url.href;
  } catch {
    return undefined;
  }
}
