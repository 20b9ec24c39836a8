import { defineConfig } from "vitest/config";

// Loading ESLint's TypeScript config or running turbo takes seconds when the machine is busy with other tasks.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
