import { describe, expect, it } from "vitest";
import { APP_HEAD_PLACEHOLDER, APP_SHELL_PLACEHOLDER, appShell, withAppShell, withInlineStylesheets } from "./app-shell.js";

const PAGE = [
  "  <head>",
  `    ${APP_HEAD_PLACEHOLDER}`,
  "    <title>App</title>",
  "  </head>",
  "  <body>",
  `    <div id="root">${APP_SHELL_PLACEHOLDER}</div>`,
  "  </body>",
].join("\n");

describe("the app shell", () => {
  it("puts the shared head lines where the head placeholder stands, indented like it", () => {
    const lines = withAppShell(PAGE).split("\n");
    expect(lines.slice(1, 3)).toEqual([
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />',
    ]);
    expect(lines).toContain('    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(lines.join("\n")).not.toContain(APP_HEAD_PLACEHOLDER);
  });

  it("puts the loading screen into #root, indented under it", () => {
    const lines = withAppShell(PAGE).split("\n");
    const root = lines.indexOf('    <div id="root">');
    expect(root).toBeGreaterThan(0);
    expect(lines[root + 2]).toBe('      <div class="ks-page-spinner" role="status" aria-label="Loading" data-app-shell>');
    expect(lines.at(-2)).toBe("    </div>");
    expect(lines.join("\n")).not.toContain(APP_SHELL_PLACEHOLDER);
  });

  it("refuses an index.html without either placeholder", () => {
    expect(() => withAppShell(PAGE.replace(APP_SHELL_PLACEHOLDER, ""))).toThrow(APP_SHELL_PLACEHOLDER);
    expect(() => withAppShell(PAGE.replace(APP_HEAD_PLACEHOLDER, ""))).toThrow(APP_HEAD_PLACEHOLDER);
  });

  it("runs before Vite's own work on the page", () => {
    expect(appShell()[0].transformIndexHtml.order).toBe("pre");
  });
});

describe("the built page's stylesheet", () => {
  const BUILT = ["<head>", '  <link rel="stylesheet" crossorigin href="/kids/assets/index.css">', "</head>"].join("\n");

  it("is written into the page, so the first paint waits for no download", () => {
    const html = withInlineStylesheets(BUILT, { base: "/kids/", stylesheets: [{ fileName: "assets/index.css", source: "body{margin:0}" }] });
    expect(html).toBe(["<head>", "  <style>body{margin:0}</style>", "</head>"].join("\n"));
  });

  it("is taken from the build, with the entry's own stylesheets only", () => {
    const [, inline] = appShell();
    inline.configResolved({ base: "/kids/" });
    const chunk = { fileName: "index.js", viteMetadata: { importedCss: new Set(["assets/index.css"]) } };
    const bundle = {
      "index.js": { type: "chunk" as const, imports: [], facadeModuleId: "/app/src/main.tsx", ...chunk },
      "assets/index.css": { type: "asset" as const, fileName: "assets/index.css", source: new TextEncoder().encode("body{margin:0}") },
    };
    expect(inline.transformIndexHtml.handler(BUILT, { bundle, chunk })).toContain("<style>body{margin:0}</style>");
    expect(inline.transformIndexHtml.handler(BUILT, {})).toBe(BUILT);
  });

  it("is refused when it holds text that would end the <style> element", () => {
    const stylesheets = [{ fileName: "assets/index.css", source: '.a::after{content:"</STYLE><script>"}' }];
    expect(() => withInlineStylesheets(BUILT, { base: "/kids/", stylesheets })).toThrow('contains "</style"');
  });

  it("must be linked as Vite links it: a page that is not is a mistake", () => {
    expect(() => withInlineStylesheets(BUILT, { base: "/", stylesheets: [{ fileName: "assets/index.css", source: "" }] })).toThrow(
      "does not link assets/index.css",
    );
  });
});
