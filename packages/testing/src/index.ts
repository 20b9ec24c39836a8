export { dockerIsAvailable, LOCAL_POSTGRES_URL, LOCAL_REDIS_URL, localPostgresAnswers, startTestServices } from "./services.ts";
export type { TestServices } from "./services.ts";
export { createTestDatabase, uniqueRedisPrefix } from "./database.ts";
export type { TestDatabase } from "./database.ts";
export { testServiceUrls } from "./env.ts";

// Local services and their plumbing, shared by the tests and the dev stack (tooling/dev-stack).
export { startEmbeddedPostgres } from "./local/embedded-postgres.ts";
export type { EmbeddedPostgres, EmbeddedPostgresOptions } from "./local/embedded-postgres.ts";
export { pingProblem, startRedisServer } from "./local/redis-server.ts";
export type { LaunchProcess, RedisServer, RedisServerOptions, RedisServerProcess } from "./local/redis-server.ts";
export { freePort, portAnswers } from "./local/ports.ts";
export { commandLineOf, describeExit, findOnPath } from "./local/processes.ts";
export type { ExitInfo } from "./local/processes.ts";
export { waitUntil } from "./local/wait-until.ts";
export { deployServerBundle, startServerProcess } from "./local/server-process.ts";
export type { ServerBundle, ServerProcess } from "./local/server-process.ts";
export { startTestBalancer } from "./local/test-balancer.ts";
export type { BalancedRequest, TestBalancer } from "./local/test-balancer.ts";
export { CHROMIUM_ARGS, chromiumExecutable, DEFAULT_CHROMIUM_PATH, DEFAULT_E2E_PORT } from "./chromium.ts";
export { noRedisHelp } from "./local/redis-help.ts";
export { portHolder, portTakenMessage } from "./local/port-holder.ts";
export { SAMPLE_SITE_PATHS, startSampleSites } from "./local/sample-sites.ts";
export type { SampleSites } from "./local/sample-sites.ts";
export { CHILD_BIRTH_YEAR, TEEN_BIRTH_YEAR } from "./ages.ts";
