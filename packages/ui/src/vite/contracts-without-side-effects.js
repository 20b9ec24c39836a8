// The contracts' modules only declare schemas and constants, but zod calls look like side effects to the bundler:
// without this Vite plugin every contract would ship in the first chunk of each web app.
// Plain JavaScript, as app-shell.js.

const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

export function contractsWithoutSideEffects() {
  return {
    name: "kidsafe:contracts-without-side-effects",
    config() {
      return { build: { rolldownOptions: { treeshake: { moduleSideEffects: [{ test: CONTRACTS_SOURCE, sideEffects: false }] } } } };
    },
  };
}
