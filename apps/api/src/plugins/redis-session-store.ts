import type { SessionStore } from "@fastify/session";
import type { Redis } from "ioredis";

type StoredSession = Parameters<SessionStore["set"]>[1];

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * @fastify/session's store interface on Redis: one JSON value per session id, expiring with the cookie,
 * so every API replica sees the same sessions and a destroyed session is gone for all of them.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "session:",
  ) {}

  set(sessionId: string, session: StoredSession, callback: (error?: unknown) => void): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires).getTime() - Date.now() : DEFAULT_TTL_MS;
    const ttl = Math.max(1, Math.round(expires));
    this.redis.set(this.prefix + sessionId, JSON.stringify(session), "PX", ttl).then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, result?: StoredSession | null) => void): void {
    this.redis.get(this.prefix + sessionId).then(
      (value) => callback(null, value ? (JSON.parse(value) as StoredSession) : null),
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.redis.del(this.prefix + sessionId).then(() => callback(), callback);
  }
}
