// Plain JavaScript: tsup loads each app's tsup.config.ts with a bundler that leaves node_modules packages
// (this one included) to Node, and Node 20 cannot import a .ts file.
import { defineConfig } from "tsup";

/**
 * How each server is bundled for production: one ESM file with our workspace packages (TypeScript source)
 * bundled in, and every third-party package left to node_modules (several are CommonJS, which an ESM
 * bundle cannot `require`).
 */
export const serverBundle = defineConfig({
  entry: ["src/server.ts"],
  format: "esm",
  platform: "node",
  target: "node20",
  noExternal: [/^@kidsafe\//],
  external: [/^[^./@]/, /^@(?!kidsafe\/)/],
  sourcemap: true,
  clean: true,
});
