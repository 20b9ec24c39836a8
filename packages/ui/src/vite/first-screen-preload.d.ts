import type { BuiltPagePlugin, BundleItem } from "./built-page.js";

export declare const FIRST_SCREEN_PRELOADS: RegExp;

export declare function firstScreenFiles(
  bundle: Readonly<Record<string, BundleItem>>,
  entryFile: string,
  pageModule: string,
): { scripts: string[]; styles: string[] };

export declare function firstScreenPreload(pageModule: string): BuiltPagePlugin;
