export declare const APP_HEAD_PLACEHOLDER: string;
export declare const APP_SHELL_PLACEHOLDER: string;

export declare function withAppShell(html: string): string;

/** Structurally a Vite `Plugin`, so this package needs no Vite of its own. */
export declare function appShell(): {
  name: string;
  transformIndexHtml: { order: "pre"; handler: (html: string) => string };
};
