// What every benchmark server shares: the API's fixed bench options, signing students up, and listening on a
// free port.
import type { ApiDependencies } from "@kidsafe/api/app";
import type { FastifyInstance } from "fastify";

/** A rate limit no benchmark reaches: the limiter's Redis call still runs. */
export const GENEROUS_LIMIT = { limit: 1_000_000, windowMs: 60_000 } as const;

/** Options of `buildApp` every bench server uses; sign-ups are not limited, so many students can register. */
export const BENCH_APP_OPTIONS = {
  sessionSecret: "bench-session-secret-0123456789-abcdefghij",
  secureCookies: false,
  logLevel: "silent",
  authRateLimits: {
    loginPerIp: { name: "login-ip", ...GENEROUS_LIMIT },
    loginFailuresPerUsername: { name: "login-fail-user", ...GENEROUS_LIMIT },
    registerPerIp: { name: "register-ip", ...GENEROUS_LIMIT },
  },
} satisfies Partial<ApiDependencies>;

/** Registers a student through the API; answers their id and the `sid=...` cookie for the load generator. */
export async function registerStudent(app: FastifyInstance, username: string): Promise<{ id: number; cookie: string }> {
  const response = await app.inject({ method: "POST", url: "/api/register", payload: { username, password: "pw" } });
  const cookie = response.cookies.find((entry) => entry.name === "sid");
  if (response.statusCode !== 200 || !cookie) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json<{ id: number }>().id, cookie: `sid=${cookie.value}` };
}

/** Listens on a free loopback port and answers it. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * BENCH_CPU_PROF=<folder>: profiles this server's CPU from now (after its set-up) until it is stopped, and writes
 * a .cpuprofile there (open it in Chrome DevTools), so the profile shows the load, not the seeding.
 */
export async function profileUntilStoppedIfAsked(): Promise<() => Promise<void>> {
  const folder = process.env.BENCH_CPU_PROF;
  if (!folder) return () => Promise.resolve();
  const { Session } = await import("node:inspector/promises");
  const { mkdir, writeFile } = await import("node:fs/promises");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return async () => {
    const { profile } = await session.post("Profiler.stop");
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}/${process.argv[1]!.split("/").pop()}-${process.pid}.cpuprofile`, JSON.stringify(profile));
  };
}
