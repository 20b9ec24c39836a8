import { createTemplateDatabase, TEMPLATE_DATABASE_VARIABLE } from "./database.ts";
import { startTestServices } from "./services.ts";

/**
 * Resolves PostgreSQL and Redis once per run, migrates the template every test file's database copies, and hands
 * them to the test files through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const services = await startTestServices();
  process.env.TEST_DATABASE_URL = services.databaseUrl;
  process.env.TEST_REDIS_URL = services.redisUrl;
  const template = await createTemplateDatabase(services.databaseUrl);
  process.env[TEMPLATE_DATABASE_VARIABLE] = template.name;
  return async () => {
    await template.drop();
    await services.stop();
  };
}
