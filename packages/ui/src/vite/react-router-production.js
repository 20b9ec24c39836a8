// react-router's package exports name only its development build (extra checks and warnings), whatever the mode:
// a Vite plugin that points production builds at the production build it also ships. Plain JavaScript, as
// app-shell.js.
import { createRequire } from "node:module";
import path from "node:path";

const packageRoot = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
const PRODUCTION_ENTRY = path.join(packageRoot, "dist/production/index.mjs");

export function reactRouterProduction() {
  return {
    name: "kidsafe:react-router-production",
    config(_config, { command }) {
      if (command !== "build") return undefined;
      return { resolve: { alias: [{ find: /^react-router$/, replacement: PRODUCTION_ENTRY }] } };
    },
  };
}
