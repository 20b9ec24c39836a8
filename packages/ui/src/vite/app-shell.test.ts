import { describe, expect, it } from "vitest";
import { APP_SHELL_PLACEHOLDER, appShell, withAppShell } from "./app-shell.js";

const PAGE = ["<body>", `    <div id="root">${APP_SHELL_PLACEHOLDER}</div>`, "  </body>"].join("\n");

describe("the app shell", () => {
  it("puts the loading screen into #root, indented under it", () => {
    const lines = withAppShell(PAGE).split("\n");
    expect(lines[1]).toBe('    <div id="root">');
    expect(lines[3]).toBe('      <div class="ks-page-spinner" role="status" aria-label="Loading" data-app-shell>');
    expect(lines.at(-2)).toBe("    </div>");
    expect(lines.join("\n")).not.toContain(APP_SHELL_PLACEHOLDER);
  });

  it("refuses an index.html without the placeholder", () => {
    expect(() => withAppShell('<div id="root"></div>')).toThrow(APP_SHELL_PLACEHOLDER);
  });

  it("runs before Vite's own work on the page", () => {
    expect(appShell().transformIndexHtml.order).toBe("pre");
  });
});
