// What the Vite plugins that change the built index.html share: they run after Vite has written its script and
// stylesheet tags, with the bundle in hand, and leave the development server's page as it is.
// Plain JavaScript, as app-shell.js.

/**
 * @typedef {{ type: "chunk"; fileName: string; imports: string[]; facadeModuleId: string | null;
 *   viteMetadata?: { importedCss: Set<string> } } | { type: "asset"; fileName: string; source: string | Uint8Array }} BundleItem
 * @typedef {{ fileName: string; viteMetadata?: { importedCss: Set<string> } }} EntryChunk
 * @typedef {{ base: string; bundle: Readonly<Record<string, BundleItem>>; entry: EntryChunk }} BuiltPage
 */

/**
 * @param {string} name
 * @param {(html: string, page: BuiltPage) => string} transform
 */
export function builtPageTransform(name, transform) {
  let base = "/";
  return {
    name,
    apply: /** @type {const} */ ("build"),
    /** @param {{ base: string }} config */
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: /** @type {const} */ ("post"),
      /**
       * @param {string} html
       * @param {{ bundle?: Readonly<Record<string, BundleItem>>; chunk?: EntryChunk }} context
       */
      handler(html, { bundle, chunk }) {
        if (bundle === undefined || chunk === undefined) return html;
        return transform(html, { base, bundle, entry: chunk });
      },
    },
  };
}
