export { startTestServices } from "./services.ts";
export type { TestServices } from "./services.ts";
export { createTestDatabase, uniqueRedisPrefix } from "./database.ts";
export type { TestDatabase } from "./database.ts";
export { testServiceUrls } from "./env.ts";
