export type BundleItem =
  | { type: "chunk"; fileName: string; imports: string[]; facadeModuleId: string | null; viteMetadata?: { importedCss: Set<string> } }
  | { type: "asset"; fileName: string; source: string | Uint8Array };

export interface EntryChunk {
  fileName: string;
  viteMetadata?: { importedCss: Set<string> };
}

export interface BuiltPage {
  base: string;
  bundle: Readonly<Record<string, BundleItem>>;
  entry: EntryChunk;
}

/** Structurally a Vite `Plugin`, so this package needs no Vite of its own. */
export interface BuiltPagePlugin {
  name: string;
  apply: "build";
  configResolved: (config: { base: string }) => void;
  transformIndexHtml: {
    order: "post";
    handler: (html: string, context: { bundle?: Readonly<Record<string, BundleItem>>; chunk?: EntryChunk }) => string;
  };
}

export declare function builtPageTransform(name: string, transform: (html: string, page: BuiltPage) => string): BuiltPagePlugin;
