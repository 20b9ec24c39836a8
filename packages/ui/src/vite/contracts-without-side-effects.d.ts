/** Structurally a Vite `Plugin`, so this package needs no Vite of its own. */
export declare function contractsWithoutSideEffects(): {
  name: string;
  config: () => { build: { rolldownOptions: { treeshake: { moduleSideEffects: Array<{ test: RegExp; sideEffects: false }> } } } };
};
