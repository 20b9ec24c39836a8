import { findOnPath, LOCAL_REDIS_URL, noRedisHelp, pingProblem, portAnswers, portTakenMessage } from "@kidsafe/testing";

export async function redisProblem(env: NodeJS.ProcessEnv, localRedisUrl = LOCAL_REDIS_URL): Promise<string | undefined> {
  if (env.REDIS_URL) {
    const problem = await pingProblem(env.REDIS_URL);
    return problem ? `REDIS_URL=${env.REDIS_URL} does not answer PING (${problem}). Start that Redis, or unset REDIS_URL.` : undefined;
  }
  if (!(await pingProblem(localRedisUrl))) return undefined;
  if (await findOnPath("redis-server", env.PATH ?? "")) return undefined;
  return noRedisHelp("npm test", localRedisUrl);
}

/** Outside CI Playwright reuses a KidSafe stack already on the port (reuseExistingServer). */
export async function e2ePortProblem(port: number, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  if (!(await portAnswers(port))) return undefined;
  if (!env.CI && (await isKidSafeStack(port))) return undefined;
  return portTakenMessage(port, "E2E_PORT", "npm test");
}

async function isKidSafeStack(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
