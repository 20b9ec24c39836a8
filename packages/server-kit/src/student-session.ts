// The students' sessions as every server reads them: the API writes them (@fastify/session with its Redis
// store), the voice gateway reads them at its WebSocket upgrade. One cookie name, one key prefix, one signer.
import { User } from "@kidsafe/contracts";
import type { Redis } from "ioredis";
import type { CookieSigner } from "./memoized-signer.ts";

export const SESSION_COOKIE_NAME = "sid";
/** Redis key prefix of a student session (under the client's own key prefix). */
export const STUDENT_SESSION_KEY_PREFIX = "session:";

/** One cookie of a `Cookie` header, URL-decoded as @fastify/cookie decodes it (a bad escape: the raw value). */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The session id of a `Cookie` header's signed session cookie, or undefined (absent, forged or tampered). */
export function studentSessionIdOf(cookieHeader: string | undefined, signer: CookieSigner): string | undefined {
  if (!cookieHeader) return undefined;
  const raw = cookieValue(cookieHeader, SESSION_COOKIE_NAME);
  if (!raw) return undefined;
  const unsigned = signer.unsign(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The signed-in student of a request's cookies, read from the API's session store; undefined when none. */
export async function readStudentSession(redis: Redis, signer: CookieSigner, cookieHeader: string | undefined): Promise<User | undefined> {
  const sessionId = studentSessionIdOf(cookieHeader, signer);
  if (!sessionId) return undefined;
  const stored = await redis.get(STUDENT_SESSION_KEY_PREFIX + sessionId);
  if (!stored) return undefined;
  const user = User.safeParse((JSON.parse(stored) as { user?: unknown }).user);
  return user.success ? user.data : undefined;
}
