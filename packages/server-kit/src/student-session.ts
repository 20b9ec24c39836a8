// The API writes these sessions; the voice gateway reads them at its WebSocket upgrade.
import { User } from "@kidsafe/contracts";
import type { Redis } from "ioredis";
import type { CookieSigner } from "./memoized-signer.ts";

/** `__Host-` makes browsers refuse it from a sibling subdomain, which then cannot plant or shadow it. */
export const studentSessionCookieName = (secure: boolean) => (secure ? "__Host-sid" : "sid");
export const STUDENT_SESSION_KEY_PREFIX = "session:";

/** Decoded as @fastify/cookie does (a bad escape: the raw value). */
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

export function studentSessionIdOf(cookieHeader: string | undefined, signer: CookieSigner, secure: boolean): string | undefined {
  if (!cookieHeader) return undefined;
  const raw = cookieValue(cookieHeader, studentSessionCookieName(secure));
  if (!raw) return undefined;
  const unsigned = signer.unsign(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

export async function readStudentSession(
  redis: Redis,
  signer: CookieSigner,
  cookieHeader: string | undefined,
  secure: boolean,
): Promise<User | undefined> {
  const sessionId = studentSessionIdOf(cookieHeader, signer, secure);
  if (!sessionId) return undefined;
  const stored = await redis.get(STUDENT_SESSION_KEY_PREFIX + sessionId);
  if (!stored) return undefined;
  const user = User.safeParse((JSON.parse(stored) as { user?: unknown }).user);
  return user.success ? user.data : undefined;
}
