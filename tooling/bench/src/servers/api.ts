// The real API (sessions in Redis, users in PostgreSQL) with one signed-in student, for GET /api/user.
import { registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

const api = await startBenchApi("bench");
const { cookie } = await registerStudent(api.app, "bench");
await serveToBench(api, { cookie });
