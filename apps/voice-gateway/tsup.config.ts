import { defineConfig } from "tsup";

// The deployable: one ESM file, with our workspace packages (TypeScript source) bundled in and
// third-party packages left to node_modules.
export default defineConfig({
  entry: ["src/server.ts"],
  format: "esm",
  platform: "node",
  target: "node20",
  noExternal: [/^@kidsafe\//],
  sourcemap: true,
  clean: true,
});
