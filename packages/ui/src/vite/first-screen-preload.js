// index.html names the code of the screen most visits start on (the student app's chat) beside the app's own
// scripts. Without it that code is asked for only once the app's scripts have run: a round trip, and the time to
// evaluate them, stand before the first screen can draw.
// Plain JavaScript: Vite leaves a package's files to Node when it loads its config, and Node 20 cannot import .ts.

import { builtPageTransform } from "./built-page.js";

/** Marks the preloads, so a page prerendered from index.html (which starts on another screen) can leave them out. */
export const FIRST_SCREEN_PRELOADS = /\n? *<!--first-screen-->[\s\S]*?<!--\/first-screen-->/;

/** @typedef {import("./built-page.js").BundleItem} BundleItem */

/**
 * The files the page's chunk needs that the entry chunk does not already load: its static imports, followed
 * through, and their stylesheets.
 * @param {Readonly<Record<string, BundleItem>>} bundle
 * @param {string} entryFile
 * @param {string} pageModule the page's module as the build names it, matched at the end of its id
 * @returns {{ scripts: string[]; styles: string[] }}
 */
export function firstScreenFiles(bundle, entryFile, pageModule) {
  const page = Object.values(bundle).find((item) => item.type === "chunk" && item.facadeModuleId?.endsWith(pageModule) === true);
  if (page === undefined) throw new Error(`${pageModule} is not a chunk of its own in this build: is it imported lazily?`);
  const loaded = staticImports(bundle, entryFile);
  const scripts = [...staticImports(bundle, page.fileName)].filter((file) => !loaded.has(file));
  const styles = scripts.flatMap((file) => {
    const item = bundle[file];
    return item?.type === "chunk" ? [...(item.viteMetadata?.importedCss ?? [])] : [];
  });
  return { scripts, styles };
}

/**
 * @param {Readonly<Record<string, BundleItem>>} bundle
 * @param {string} file
 * @param {Set<string>} [found]
 * @returns {Set<string>}
 */
function staticImports(bundle, file, found = new Set()) {
  const item = bundle[file];
  if (found.has(file) || item?.type !== "chunk") return found;
  found.add(file);
  for (const imported of item.imports) staticImports(bundle, imported, found);
  return found;
}

/**
 * @param {string} pageModule e.g. "/src/routes/home-page.tsx"
 */
export function firstScreenPreload(pageModule) {
  return builtPageTransform("kidsafe:first-screen-preload", (html, { base, bundle, entry }) => {
    const { scripts, styles } = firstScreenFiles(bundle, entry.fileName, pageModule);
    const links = [
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
      // Preloaded, not applied: the page's stylesheets apply when its code runs, as they would without this.
      ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
    ];
    const block = ["<!--first-screen-->", ...links, "<!--/first-screen-->"];
    return html.replace(/( *)<\/head>/, (_, indent) => `${block.map((line) => `${indent}  ${line}`).join("\n")}\n${indent}</head>`);
  });
}
