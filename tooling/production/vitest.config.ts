import { servicesTestConfig } from "@kidsafe/testing/vitest-config";

// Each server is built and deployed once per file (tsup, then `pnpm deploy --prod`): seconds each, more on a busy machine.
export default servicesTestConfig({ testTimeout: 60_000, hookTimeout: 240_000 });
