import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Imported by path: @kidsafe/testing depends on this package, so a package dependency would be a cycle.
    globalSetup: ["../testing/src/vitest-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
