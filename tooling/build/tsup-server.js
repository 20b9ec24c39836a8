// Plain JavaScript: tsup leaves node_modules packages (this one included) to Node, and Node 20 cannot import .ts.
import { defineConfig } from "tsup";

/** Third-party packages stay in node_modules: several are CommonJS, which an ESM bundle cannot `require`. */
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
