// Pages whose first screen needs nobody signed in (the sign-in screen) are rendered at build time into HTML files of
// their own, so their content paints with the HTML instead of after the scripts; the app then hydrates that markup
// (mountApp). A Vite plugin: after the client build, Vite's SSR loader runs the app's prerender entry in Node.
// Plain JavaScript, as app-shell.js.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { FIRST_SCREEN_PRELOADS } from "./first-screen-preload.js";

const PRERENDERED_ATTRIBUTE = "data-prerendered";
const ROOT_BLOCK = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

/**
 * The built index.html with `markup` in place of #root's loading screen, marked for hydration.
 * @param {string} html
 * @param {string} markup
 * @returns {string}
 */
export function withPrerenderedRoot(html, markup) {
  if (!ROOT_BLOCK.test(html)) throw new Error('the built index.html has no <div id="root"> as the last element of <body>');
  // index.html's first-screen preloads fetch another screen's code than the one prerendered here.
  return html.replace(FIRST_SCREEN_PRELOADS, "").replace(ROOT_BLOCK, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`);
}

/**
 * @param {{ entry: string; pages: Readonly<Record<string, string>> }} options `entry` exports
 *   `renderPage(location): Promise<string>`; `pages` maps a location to the HTML file written for it.
 */
export function prerenderPages({ entry, pages }) {
  /** @type {import("vite").ResolvedConfig} */
  let config;
  return {
    name: "kidsafe:prerender-pages",
    apply: /** @type {const} */ ("build"),
    /** @param {import("vite").ResolvedConfig} resolved */
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const { createServer } = await import("vite");
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: "error",
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderPage } = /** @type {{ renderPage: (location: string) => Promise<string> }} */ (await server.ssrLoadModule(entry));
        const outDir = path.resolve(config.root, config.build.outDir);
        const shell = await readFile(path.join(outDir, "index.html"), "utf8");
        for (const [location, file] of Object.entries(pages)) {
          await writeFile(path.join(outDir, file), withPrerenderedRoot(shell, await renderPage(location)));
        }
      } finally {
        await server.close();
      }
    },
  };
}
