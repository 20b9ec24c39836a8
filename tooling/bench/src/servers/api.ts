// The real API (sessions in Redis, users in PostgreSQL) with one signed-in student, for GET /api/user.
import { buildApp } from "@kidsafe/api/app";
import { createRedis } from "@kidsafe/server-kit";
import { createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import { BENCH_APP_OPTIONS, listenOnFreePort, profileUntilStoppedIfAsked, registerStudent } from "./bench-app.ts";

const services = await startTestServices();
const database = await createTestDatabase(services.databaseUrl);
const redis = createRedis(services.redisUrl, { keyPrefix: uniqueRedisPrefix("bench") });
const app = await buildApp({ db: database.db, redis, ...BENCH_APP_OPTIONS });
const { cookie } = await registerStudent(app, "bench");
const port = await listenOnFreePort(app);
const writeProfile = await profileUntilStoppedIfAsked();
process.send?.({ port, cookie });

process.once("SIGTERM", () => {
  void (async () => {
    await writeProfile();
    await app.close();
    await redis.quit();
    await database.drop();
    await services.stop();
    process.exit(0);
  })();
});
