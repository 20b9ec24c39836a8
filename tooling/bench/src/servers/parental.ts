import { emulatedGeminiEnv, registerStudent, serveToBench, startBenchApi } from "./bench-app.ts";

const STUDENTS = 50;

const api = await startBenchApi("bench-parental", { env: emulatedGeminiEnv() });

const cookies: string[] = [];
for (let index = 0; index < STUDENTS; index += 1) {
  const student = await registerStudent(api.app, `bench${index}`);
  cookies.push(student.cookie);
  const limits = await api.app.inject({
    method: "PUT",
    url: "/api/parental-limits",
    headers: { cookie: student.cookie },
    // High limits: the gate does all its work but never locks during the run.
    payload: { password: "parent-pw", dailyMessageLimit: 1000, dailyTimeLimitMinutes: 1440, timeZone: "Europe/London" },
  });
  if (limits.statusCode !== 200) throw new Error(`setting limits failed: ${limits.body}`);
}

await serveToBench(api, { cookies });
