import { defineConfig } from "vitest/config";

// No database or Redis: the integration tests run local node:http servers on 127.0.0.1.
export default defineConfig({
  test: {
    testTimeout: 30_000,
  },
});
