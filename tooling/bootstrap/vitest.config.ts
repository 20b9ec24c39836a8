import { defineConfig } from "vitest/config";

// The tests start `node` processes and copy the bootstrap into temporary repositories: seconds on a busy machine.
export default defineConfig({ test: { testTimeout: 30_000 } });
