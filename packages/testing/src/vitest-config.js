// Plain JavaScript: Vitest loads a config through Node, which imports a workspace package's files as they are.
import { defineConfig } from "vitest/config";

/**
 * The tests of a package that runs against the real PostgreSQL and Redis.
 * @param {import("./vitest-config.d.ts").ServicesTestOptions} [options]
 */
export function servicesTestConfig(options = {}) {
  return defineConfig({
    test: {
      isolate: options.isolate ?? true,
      globalSetup: [options.globalSetup ?? "@kidsafe/testing/global-setup"],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: options.hookTimeout ?? 120_000,
    },
  });
}
