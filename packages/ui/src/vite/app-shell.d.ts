import type { BuiltPagePlugin } from "./built-page.js";

export declare const APP_HEAD_PLACEHOLDER: string;
export declare const APP_SHELL_PLACEHOLDER: string;

export declare function withAppShell(html: string): string;

export declare function withInlineStylesheets(
  html: string,
  build: { base: string; stylesheets: readonly { fileName: string; source: string }[] },
): string;

/** Structurally Vite `Plugin`s, so this package needs no Vite of its own. */
export declare function appShell(): [{ name: string; transformIndexHtml: { order: "pre"; handler: (html: string) => string } }, BuiltPagePlugin];
