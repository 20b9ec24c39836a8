// What the three web apps' index.html share, written once: a Vite plugin fills two placeholders.
// - `<!--app-head-->`: the head lines every app carries (charset, viewport, colour schemes, icon, the entry script).
// - `<!--app-shell-->` inside `#root`: the loading screen, so the first paint comes with the HTML; the app replaces
//   it when it mounts.
// A build also writes the entry's stylesheet into the page, so that paint waits for no other download.
// Plain JavaScript: Vite leaves a package's files to Node when it loads its config, and Node 20 cannot import .ts.

import { builtPageTransform } from "./built-page.js";

export const APP_HEAD_PLACEHOLDER = "<!--app-head-->";
export const APP_SHELL_PLACEHOLDER = "<!--app-shell-->";

const HEAD_LINES = [
  '<meta charset="UTF-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />',
  '<meta name="color-scheme" content="light dark" />',
  '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  '<script type="module" src="/src/main.tsx"></script>',
];

const SHELL_LINES = [
  "<!-- Until the app mounts and replaces it: the first paint comes with the HTML, not after the scripts. -->",
  '<div class="ks-page-spinner" role="status" aria-label="Loading" data-app-shell>',
  '  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">',
  "    <defs>",
  '      <linearGradient id="app-shell-gradient" x1="0" y1="0" x2="1" y2="1">',
  '        <stop offset="0" stop-color="#7c5cff" />',
  '        <stop offset="1" stop-color="#22b8cf" />',
  "      </linearGradient>",
  "    </defs>",
  '    <rect x="2" y="2" width="44" height="44" rx="14" fill="url(#app-shell-gradient)" />',
  "    <path",
  '      d="M24 9.5l4.1 8.6 9.4 1.2-6.9 6.5 1.8 9.3L24 30.6l-8.4 4.5 1.8-9.3-6.9-6.5 9.4-1.2z"',
  '      fill="#ffd43b"',
  '      stroke="#fff"',
  '      stroke-width="1.5"',
  '      stroke-linejoin="round"',
  "    />",
  "  </svg>",
  "</div>",
];

const HEAD_PLACEHOLDER_LINE = new RegExp(`^( *)${APP_HEAD_PLACEHOLDER}$`, "m");
const ROOT_WITH_PLACEHOLDER = new RegExp(`^( *)<div id="root">${APP_SHELL_PLACEHOLDER}</div>$`, "m");

/**
 * Fills both placeholders, each indented where it stands; an index.html without them is a mistake, not a page to
 * serve bare.
 * @param {string} html
 * @returns {string}
 */
export function withAppShell(html) {
  const head = HEAD_PLACEHOLDER_LINE.exec(html);
  if (head === null) throw new Error(`index.html needs ${APP_HEAD_PLACEHOLDER} on a line of its own in <head>`);
  const root = ROOT_WITH_PLACEHOLDER.exec(html);
  if (root === null) throw new Error(`index.html needs <div id="root">${APP_SHELL_PLACEHOLDER}</div> on a line of its own`);
  const [rootLine, rootIndent = ""] = root;
  const [headLine, headIndent = ""] = head;
  return html
    .replace(rootLine, () => `${rootIndent}<div id="root">\n${indented(SHELL_LINES, `${rootIndent}  `)}\n${rootIndent}</div>`)
    .replace(headLine, () => indented(HEAD_LINES, headIndent));
}

/**
 * @param {readonly string[]} lines
 * @param {string} indent
 */
function indented(lines, indent) {
  return lines.map((line) => `${indent}${line}`).join("\n");
}

/**
 * The built page with each of the entry's stylesheet links replaced by the stylesheet itself. The file stays in the
 * build (a lazily loaded page may name it too).
 * @param {string} html
 * @param {{ base: string; stylesheets: readonly { fileName: string; source: string }[] }} build
 * @returns {string}
 */
export function withInlineStylesheets(html, { base, stylesheets }) {
  return stylesheets.reduce((page, { fileName, source }) => {
    const link = `<link rel="stylesheet" crossorigin href="${base}${fileName}">`;
    if (!page.includes(link)) throw new Error(`the built page does not link ${fileName} as expected: ${link}`);
    // The text would end the <style> element early and spill the rest of the stylesheet into the page.
    if (/<\/style/i.test(source)) throw new Error(`${fileName} contains "</style" and cannot be written into the page`);
    return page.replace(link, () => `<style>${source}</style>`);
  }, html);
}

export function appShell() {
  return [
    {
      name: "kidsafe-app-shell",
      transformIndexHtml: { order: /** @type {const} */ ("pre"), handler: withAppShell },
    },
    builtPageTransform("kidsafe-app-shell-inline-styles", (html, { base, bundle, entry }) => {
      const stylesheets = [...(entry.viteMetadata?.importedCss ?? [])].map((fileName) => {
        const asset = bundle[fileName];
        if (asset?.type !== "asset") throw new Error(`${fileName} is not in the build`);
        return { fileName, source: typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source) };
      });
      return withInlineStylesheets(html, { base, stylesheets });
    }),
  ];
}
