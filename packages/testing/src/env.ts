/** Only valid inside a vitest run that uses the global setup. */
export function testServiceUrls(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    throw new Error("Integration tests need the @kidsafe/testing global setup (see vitest.config.ts).");
  }
  return { databaseUrl, redisUrl };
}
