// The real API for POST /api/track-view: 10 000 eligible advertisers, signed-in students, and the ads the
// server served to each of their search sessions (the plan the load generator sends views from).
import { adKeysFor, createAdsService, createServedLedger, databaseNameOf } from "@kidsafe/api/ads";
import { buildApp } from "@kidsafe/api/app";
import { createAdvertisersRepository } from "@kidsafe/db";
import { TRACKING_SCALE, random } from "../tracking-plan.ts";
import type { TrackingPlan } from "../tracking-plan.ts";
import { BENCH_APP_OPTIONS, insertEligibleAdvertisers, registerStudent, serveToBench, startBenchStore } from "./bench-app.ts";

const store = await startBenchStore("bench-tracking");
const { database, redis } = store;

const advertiserIds = await insertEligibleAdvertisers(database.db, TRACKING_SCALE.advertisers, (index) => ({
  app_description: `Learning app number ${index} for maths, reading and science`,
}));

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

const plan: Omit<TrackingPlan, "port"> = {
  databaseUrl: database.url,
  redisUrl: store.services.redisUrl,
  redisPrefix: store.redisPrefix,
  advertiserIds,
  students,
};
await serveToBench(app, store, plan);
