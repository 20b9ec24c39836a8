import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Test files share a worker's module cache instead of importing the package again each: they keep their own
    // state (a database, a Redis prefix per file), so only the imports are shared.
    isolate: false,
    globalSetup: ["@kidsafe/testing/global-setup"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
