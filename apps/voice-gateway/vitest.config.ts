import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["@kidsafe/testing/global-setup"],
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
