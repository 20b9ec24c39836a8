// The real API (sessions in Redis, users in PostgreSQL) with one signed-in student, for GET /api/user.
import { buildApp } from "@kidsafe/api/app";
import { BENCH_APP_OPTIONS, registerStudent, serveToBench, startBenchStore } from "./bench-app.ts";

const store = await startBenchStore("bench");
const app = await buildApp({ db: store.database.db, redis: store.redis, ...BENCH_APP_OPTIONS });
const { cookie } = await registerStudent(app, "bench");
await serveToBench(app, store, { cookie });
