import { describe, expect, it } from "vitest";
import { firstScreenFiles, firstScreenPreload } from "./first-screen-preload.js";

function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null, css: string[] = []) {
  return { type: "chunk" as const, fileName, imports, facadeModuleId, viteMetadata: { importedCss: new Set(css) } };
}

// index.js loads react and the api client; the chat page shares the api client and adds its own code and stylesheet.
const BUNDLE = {
  "index.js": chunk("index.js", ["react.js", "api.js"], "/app/src/main.tsx"),
  "react.js": chunk("react.js", []),
  "api.js": chunk("api.js", ["react.js"]),
  "home-page.js": chunk("home-page.js", ["dialog.js", "api.js"], "/app/src/routes/home-page.tsx", ["home-page.css"]),
  "dialog.js": chunk("dialog.js", ["react.js", "icons.js"], null, ["dialog.css"]),
  "icons.js": chunk("icons.js", []),
  "games.js": chunk("games.js", ["icons.js"], "/app/src/routes/games.tsx"),
  "home-page.css": { type: "asset" as const, fileName: "home-page.css", source: ".welcome{}" },
};

describe("the first screen's preloads", () => {
  it("name the page's code and what it imports, through, less what the entry already loads", () => {
    expect(firstScreenFiles(BUNDLE, "index.js", "/src/routes/home-page.tsx")).toEqual({
      scripts: ["home-page.js", "dialog.js", "icons.js"],
      styles: ["home-page.css", "dialog.css"],
    });
  });

  it("refuse a page that is not a chunk of its own", () => {
    expect(() => firstScreenFiles(BUNDLE, "index.js", "/src/routes/missing.tsx")).toThrow("is not a chunk of its own");
  });

  it("are written into the built index.html, marked, with the app's base", () => {
    const plugin = firstScreenPreload("/src/routes/home-page.tsx");
    plugin.configResolved({ base: "/kids/" });
    const html = plugin.transformIndexHtml.handler("<head>\n  </head>", { bundle: BUNDLE, chunk: { fileName: "index.js" } });
    expect(html).toBe(
      [
        "<head>",
        "    <!--first-screen-->",
        '    <link rel="modulepreload" crossorigin href="/kids/home-page.js">',
        '    <link rel="modulepreload" crossorigin href="/kids/dialog.js">',
        '    <link rel="modulepreload" crossorigin href="/kids/icons.js">',
        '    <link rel="preload" as="style" crossorigin href="/kids/home-page.css">',
        '    <link rel="preload" as="style" crossorigin href="/kids/dialog.css">',
        "    <!--/first-screen-->",
        "  </head>",
      ].join("\n"),
    );
  });

  it("leave the development server's index.html as it is", () => {
    expect(firstScreenPreload("/src/routes/home-page.tsx").transformIndexHtml.handler("<head></head>", {})).toBe("<head></head>");
  });
});
