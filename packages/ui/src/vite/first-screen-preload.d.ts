export declare const FIRST_SCREEN_PRELOADS: RegExp;

export declare function firstScreenFiles(
  bundle: Readonly<Record<string, unknown>>,
  entryFile: string,
  pageModule: string,
): { scripts: string[]; styles: string[] };

/** Structurally a Vite `Plugin`, so this package needs no Vite of its own. */
export declare function firstScreenPreload(pageModule: string): {
  name: string;
  apply: "build";
  configResolved: (config: { base: string }) => void;
  transformIndexHtml: {
    order: "post";
    handler: (html: string, context: { bundle?: Readonly<Record<string, unknown>>; chunk?: { fileName: string } }) => string;
  };
};
