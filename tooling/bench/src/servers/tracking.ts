// The real API for POST /api/track-view: 10 000 eligible advertisers, signed-in students, and the ads the
// server served to each of their search sessions (the plan the load generator sends views from).
import { adKeysFor, createAdsService, createServedLedger, databaseNameOf } from "@kidsafe/api/ads";
import { buildApp } from "@kidsafe/api/app";
import { createAdvertisersRepository } from "@kidsafe/db";
import type { NewAdvertiserRow } from "@kidsafe/db";
import { createRedis } from "@kidsafe/server-kit";
import { createTestDatabase, startTestServices, uniqueRedisPrefix } from "@kidsafe/testing";
import { TRACKING_SCALE, random } from "../tracking-plan.ts";
import type { TrackingPlan } from "../tracking-plan.ts";
import { BENCH_APP_OPTIONS, listenOnFreePort, registerStudent } from "./bench-app.ts";

const services = await startTestServices();
const database = await createTestDatabase(services.databaseUrl);
const redisPrefix = uniqueRedisPrefix("bench-tracking");
const redis = createRedis(services.redisUrl, { keyPrefix: redisPrefix });

const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
const advertiserIds: number[] = [];
for (let start = 0; start < TRACKING_SCALE.advertisers; start += 1000) {
  const rows: NewAdvertiserRow[] = Array.from({ length: 1000 }, (_, offset) => {
    const name = `Bench App ${start + offset}`;
    return {
      app_name: name,
      app_url: `https://bench-app-${start + offset}.example/`,
      app_description: `Learning app number ${start + offset} for maths, reading and science`,
      ai_generated_description: null,
      email: name,
      password_hash: "!bench",
      status: "active",
      safety_status: "safe",
      safety_checked_at: since,
      upfront_paid_at: since,
      billing_cycle_started_at: since,
    };
  });
  const inserted = await database.db.insertInto("advertisers").values(rows).returning("id").execute();
  advertiserIds.push(...inserted.map((row) => row.id));
}

const app = await buildApp({ db: database.db, redis, ...BENCH_APP_OPTIONS });
const ads = createAdsService({
  advertisers: createAdvertisersRepository(database.db),
  ledger: createServedLedger(redis, adKeysFor(databaseNameOf(database.url))),
  clock: () => new Date(),
});

const pick = random(42);
const students: TrackingPlan["students"] = [];
for (let index = 0; index < TRACKING_SCALE.students; index++) {
  const { id, cookie } = await registerStudent(app, `bench-tracker-${index}`);
  const sessions = [];
  for (let session = 0; session < TRACKING_SCALE.sessionsPerStudent; session++) {
    const sessionId = `bench-${index}-${session}`;
    const served = new Set<number>();
    while (served.size < TRACKING_SCALE.adsPerSession) served.add(advertiserIds[Math.floor(pick() * advertiserIds.length)]!);
    await ads.recordServed({ userId: id, sessionId, query: "maths games", advertiserIds: [...served] });
    sessions.push({ sessionId, advertiserIds: [...served] });
  }
  students.push({ id, cookie, sessions });
}

const plan: TrackingPlan = {
  port: await listenOnFreePort(app),
  databaseUrl: database.url,
  redisUrl: services.redisUrl,
  redisPrefix,
  advertiserIds,
  students,
};
process.send?.(plan);

process.once("SIGTERM", () => {
  void (async () => {
    await app.close();
    await redis.quit();
    await database.drop();
    await services.stop();
    process.exit(0);
  })();
});
