import type { Plugin } from "vite";

export declare function withPrerenderedRoot(html: string, markup: string): string;

export declare function prerenderPages(options: { entry: string; pages: Readonly<Record<string, string>> }): Plugin;
