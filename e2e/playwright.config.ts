import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutable, e2eBaseUrl, e2ePort } from "./support/stack.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");

// Chromium is the system one (CHROMIUM_PATH or /usr/bin/chromium): Playwright's browser downloads stay off
// (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD).
export default defineConfig({
  testDir: "./tests",
  // The stack builds the web apps before it answers, and the first requests warm the servers: generous on 2 cores.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two tests at a time share the one stack: each makes its own accounts and scripts the model per question.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  outputDir: "test-results",
  use: {
    baseURL: e2eBaseUrl,
    browserName: "chromium",
    launchOptions: { executablePath: chromiumExecutable, args: [...CHROMIUM_ARGS] },
    trace: "retain-on-failure",
  },
  webServer: {
    name: "stack",
    // The same one-origin dev stack developers run (`pnpm dev`), without file watching; started with node
    // directly so no package-manager wrapper sits between Playwright's SIGTERM and the stack.
    // Its data starts empty every run (`exec` leaves no shell between Playwright's SIGTERM and the stack): what one
    // run leaves (reports that pause a demo app, counts) must not change the next run's results.
    command: "rm -rf .data/e2e && exec node --import tsx tooling/dev-stack/src/main.ts",
    cwd: repoRoot,
    url: `${e2eBaseUrl}/api/health`,
    env: {
      PORT: String(e2ePort),
      DEV_STACK_NO_WATCH: "1",
      // Its own embedded database (emptied above), so a run does not collide with (or write into) a developer's
      // running `pnpm dev`.
      DEV_STACK_DATA_DIR: ".data/e2e",
      // A Redis key space of this run's own: rate limits and sessions left by earlier runs (or another stack on the
      // same Redis) cannot leak into it.
      REDIS_KEY_PREFIX: `e2e:${Date.now()}:`,
      // Its own job queues too: a `pnpm dev` (or another stack) on the same Redis must not take this run's jobs, nor
      // hand it theirs (a safety re-check of another database's app id would pause this one's).
      JOBS_QUEUE_PREFIX: `e2e-${Date.now()}`,
      // Every test signs up its own students from this one address: more than a school's hour allows by default.
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
    },
    reuseExistingServer: !process.env.CI,
    // First run: the embedded PostgreSQL initialises, migrations run, six apps start.
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM lets the dev stack stop its apps (own process groups) and databases; a SIGKILL would orphan them.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
