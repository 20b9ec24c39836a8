// What `npm test` needs besides dependencies and Chromium, checked before lint and typecheck spend minutes: a Redis
// for both the integration tests and the Playwright stack, and a free port for that stack. Runs after the install,
// so it reuses @kidsafe/testing's own finders instead of guessing like them.
import { findOnPath, LOCAL_REDIS_URL, noRedisHelp, pingProblem, portAnswers, portTakenMessage } from "@kidsafe/testing";

/**
 * The integration tests and the Playwright stack both take REDIS_URL, else a Redis on the default port, else a
 * redis-server from PATH. Why no Redis suits them, or undefined.
 */
export async function redisProblem(env: NodeJS.ProcessEnv, localRedisUrl = LOCAL_REDIS_URL): Promise<string | undefined> {
  if (env.REDIS_URL) {
    const problem = await pingProblem(env.REDIS_URL);
    return problem ? `REDIS_URL=${env.REDIS_URL} does not answer PING (${problem}). Start that Redis, or unset REDIS_URL.` : undefined;
  }
  if (!(await pingProblem(localRedisUrl))) return undefined;
  if (await findOnPath("redis-server", env.PATH ?? "")) return undefined;
  return noRedisHelp("npm test", localRedisUrl);
}

/**
 * The Playwright stack's port must be free, except outside CI where Playwright reuses a KidSafe stack already
 * answering there (reuseExistingServer).
 */
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
