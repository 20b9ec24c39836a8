import { startTestServices } from "./services.ts";

/** Resolves PostgreSQL and Redis once per run and hands their URLs to the test files through the environment. */
export default async function setup(): Promise<() => Promise<void>> {
  const services = await startTestServices();
  process.env.TEST_DATABASE_URL = services.databaseUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
  return () => services.stop();
}
