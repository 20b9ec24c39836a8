/** Structurally a Vite `Plugin`, so this package needs no Vite of its own. */
export declare function reactRouterProduction(): {
  name: string;
  config: (
    config: unknown,
    env: { command: "build" | "serve" },
  ) => { resolve: { alias: Array<{ find: RegExp; replacement: string }> } } | undefined;
};
