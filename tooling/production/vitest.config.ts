import { defineConfig } from "vitest/config";

// Each server is built and deployed once per file (tsup, then `pnpm deploy --prod`): seconds each, more on a busy machine.
export default defineConfig({
  test: {
    globalSetup: ["@kidsafe/testing/global-setup"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
