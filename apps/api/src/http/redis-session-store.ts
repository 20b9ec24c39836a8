import type { SessionStore } from "@fastify/session";
import { STUDENT_SESSION_KEY_PREFIX } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";

type StoredSession = Parameters<SessionStore["set"]>[1];

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/** However long its cookie would still last: a shared family computer. */
export const SESSION_IDLE_TIMEOUT_MS = 3 * 24 * 60 * 60 * 1000;

// The time to live starts again at the idle timeout, never past the end the session was given at sign-in.
const GET_AND_TOUCH_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if not value then return nil end
local ok, session = pcall(cjson.decode, value)
local ttl = tonumber(ARGV[2])
if ok and type(session) == 'table' and type(session.expiresAt) == 'number' then
  ttl = math.min(ttl, session.expiresAt - tonumber(ARGV[1]))
end
if ttl <= 0 then redis.call('DEL', KEYS[1]) return nil end
redis.call('PEXPIRE', KEYS[1], ttl)
return value
`;

// The student's set of session ids lets deleting an account end every session.
const SET_WITH_USER_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
return 1
`;

function signedInUserId(session: StoredSession): number | undefined {
  const id = (session as { user?: { id?: unknown } }).user?.id;
  return typeof id === "number" ? id : undefined;
}

/** Every API replica sees the same sessions, and a destroyed session is gone for all of them. */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = STUDENT_SESSION_KEY_PREFIX,
  ) {}

  set(sessionId: string, session: StoredSession, callback: (error?: unknown) => void): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires).getTime() - Date.now() : DEFAULT_TTL_MS;
    const lifetime = Math.max(1, Math.round(expires));
    const ttl = Math.min(lifetime, SESSION_IDLE_TIMEOUT_MS);
    const userId = signedInUserId(session);
    // The key's expiry is the session's, so the cookie's settings are not stored.
    const { cookie: _cookie, ...data } = session;
    const value = JSON.stringify({ ...data, expiresAt: Date.now() + lifetime });
    const written =
      userId === undefined
        ? this.redis.set(this.prefix + sessionId, value, "PX", ttl)
        : this.redis.eval(SET_WITH_USER_SCRIPT, 2, this.prefix + sessionId, this.userSessionsKey(userId), value, ttl, sessionId);
    written.then(() => callback(), callback);
  }

  get(sessionId: string, callback: (error: unknown, result?: StoredSession | null) => void): void {
    (this.redis.eval(GET_AND_TOUCH_SCRIPT, 1, this.prefix + sessionId, Date.now(), SESSION_IDLE_TIMEOUT_MS) as Promise<string | null>).then(
      (value) => {
        if (!value) return callback(null, null);
        const { expiresAt: _expiresAt, ...session } = JSON.parse(value) as StoredSession & { expiresAt?: number };
        callback(null, session);
      },
      (error: unknown) => callback(error),
    );
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    this.redis.del(this.prefix + sessionId).then(() => callback(), callback);
  }

  async destroyAllOfUser(userId: number): Promise<number> {
    const setKey = this.userSessionsKey(userId);
    const sessionIds = await this.redis.smembers(setKey);
    const keys = sessionIds.map((sessionId) => this.prefix + sessionId);
    const [deleted] = await Promise.all([keys.length > 0 ? this.redis.del(...keys) : Promise.resolve(0), this.redis.del(setKey)]);
    return deleted;
  }

  private userSessionsKey(userId: number): string {
    return `user-sessions:${String(userId)}`;
  }
}
