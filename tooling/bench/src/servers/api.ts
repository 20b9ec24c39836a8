// The real API (sessions in Redis, users in PostgreSQL) with one signed-in student, for GET /api/user.
import { buildApp } from "@kidsafe/api/app";
import { createRedis } from "@kidsafe/server-kit";
import { createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";

const services = await startTestServices();
const database = await createTestDatabase(services.databaseUrl);
const redis = createRedis(services.redisUrl, { keyPrefix: uniqueRedisPrefix("bench") });
const app = await buildApp({
  db: database.db,
  redis,
  sessionSecret: "bench-session-secret-0123456789-abcdefghij",
  secureCookies: false,
  logLevel: "silent",
});
const registered = await app.inject({ method: "POST", url: "/api/register", payload: { username: "bench", password: "pw" } });
const cookie = registered.cookies.find((entry) => entry.name === "sid");
if (!cookie) throw new Error("registration set no session cookie");
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.send?.({ port: typeof address === "object" && address ? address.port : 0, cookie: `sid=${cookie.value}` });

process.once("SIGTERM", () => {
  void (async () => {
    await app.close();
    await redis.quit();
    await database.drop();
    await services.stop();
    process.exit(0);
  })();
});
