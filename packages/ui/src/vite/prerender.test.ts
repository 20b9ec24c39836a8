import { describe, expect, it } from "vitest";
import { prerenderPages, withPrerenderedRoot } from "./prerender.js";

const BUILT = ["<body>", '    <div id="root">', "      <div data-app-shell>…</div>", "    </div>", "  </body>", "</html>"].join("\n");

describe("prerendered pages", () => {
  it("put the page's markup in place of the loading screen, marked for hydration", () => {
    const html = withPrerenderedRoot(BUILT, "<main>Sign in</main>");
    expect(html).toContain('<div id="root" data-prerendered><main>Sign in</main></div>\n  </body>');
    expect(html).not.toContain("data-app-shell");
  });

  it("leave out index.html's first-screen preloads: they fetch another screen's code", () => {
    const built = [
      "<head>",
      '    <script type="module" src="/assets/index.js"></script>',
      "    <!--first-screen-->",
      '    <link rel="modulepreload" crossorigin href="/assets/home-page.js">',
      "    <!--/first-screen-->",
      "  </head>",
      BUILT,
    ].join("\n");
    const html = withPrerenderedRoot(built, "<main>Sign in</main>");
    expect(html).not.toContain("home-page.js");
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>\n  </head>');
  });

  it("refuse a built page without #root", () => {
    expect(() => withPrerenderedRoot("<body></body>", "<main></main>")).toThrow(`<div id="root">`);
  });

  it("are written by builds only", () => {
    expect(prerenderPages({ entry: "/src/prerender.tsx", pages: {} }).apply).toBe("build");
  });
});
