import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["@kidsafe/testing/global-setup"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
