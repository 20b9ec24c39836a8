// The real API with 50 signed-in students who each have daily limits set, for the parental goals; it also
// times the usage gate the chat asks per message, in this process, straight against PostgreSQL.
import { buildApp } from "@kidsafe/api/app";
import { createParentalControls } from "@kidsafe/api/parental";
import { BENCH_APP_OPTIONS, registerStudent, serveToBench, startBenchStore } from "./bench-app.ts";

const STUDENTS = 50;
const GATE_ROUNDS = 2000;

const store = await startBenchStore("bench-parental");
const app = await buildApp({ db: store.database.db, redis: store.redis, ...BENCH_APP_OPTIONS });

const cookies: string[] = [];
const userIds: number[] = [];
for (let index = 0; index < STUDENTS; index += 1) {
  const student = await registerStudent(app, `bench${index}`);
  cookies.push(student.cookie);
  userIds.push(student.id);
  const limits = await app.inject({
    method: "PUT",
    url: "/api/parental-limits",
    headers: { cookie: cookies[index] ?? "" },
    // High limits: the gate does all its work but never locks during the run.
    payload: { password: "parent-pw", dailyMessageLimit: 1000, dailyTimeLimitMinutes: 1440, timeZone: "Europe/London" },
  });
  if (limits.statusCode !== 200) throw new Error(`setting limits failed: ${limits.body}`);
}

// What the chat adds per message: check before storing it, record after.
const { usageGate } = createParentalControls({ db: store.database.db, redis: store.redis, clock: () => new Date() });
const gateMs: number[] = [];
for (let round = 0; round < GATE_ROUNDS; round += 1) {
  const userId = userIds[round % userIds.length] ?? 0;
  const started = performance.now();
  await usageGate.check(userId);
  await usageGate.recordMessage(userId);
  gateMs.push(performance.now() - started);
}

await serveToBench(app, store, { cookies, gateMs });
