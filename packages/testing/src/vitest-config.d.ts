import type { UserConfig } from "vitest/config";

export interface ServicesTestOptions {
  /**
   * false: test files share a worker's module cache instead of importing the package again each. Only for suites
   * whose files keep their own state (a database, a Redis prefix and queues per file), so only the imports are shared.
   */
  isolate?: boolean;
  testTimeout?: number;
  hookTimeout?: number;
  /** The global setup that starts the stores once for the run; a path where importing this package would be a cycle. */
  globalSetup?: string;
}

/** The tests of a package that runs against the real PostgreSQL and Redis. */
export declare function servicesTestConfig(options?: ServicesTestOptions): UserConfig;
