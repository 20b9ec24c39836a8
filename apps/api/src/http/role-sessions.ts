import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { CookieSigner } from "@kidsafe/server-kit";

export interface RoleSessionOptions {
  redis: Redis;
  signer: CookieSigner;
  cookieName: string;
  keyPrefix: string;
  /** However active. */
  maxAgeMs: number;
  idleMs?: number;
  secure: boolean;
}

interface Stored<Identity> {
  identity: Identity;
  startedAt: number;
}

/**
 * A student's session grants nothing here and the reverse. @fastify/session holds one session per request (the student's), so the other roles
 * use this small store.
 */
export function createRoleSessions<Identity>(options: RoleSessionOptions) {
  const keyOf = (id: string) => `${options.keyPrefix}${id}`;
  const cookieOptions = { httpOnly: true, sameSite: "lax", secure: options.secure, path: "/" } as const;
  const loaded = new WeakMap<FastifyRequest, { id: string; identity: Identity } | null>();

  function sessionIdOf(request: FastifyRequest): string | undefined {
    const raw = request.cookies[options.cookieName];
    if (!raw) return undefined;
    const unsigned = options.signer.unsign(raw);
    return unsigned.valid && unsigned.value ? unsigned.value : undefined;
  }

  async function load(request: FastifyRequest): Promise<{ id: string; identity: Identity } | null> {
    const cached = loaded.get(request);
    if (cached !== undefined) return cached;
    const id = sessionIdOf(request);
    let session: { id: string; identity: Identity } | null = null;
    if (id) {
      const value = await options.redis.get(keyOf(id));
      if (value) {
        const stored = JSON.parse(value) as Stored<Identity>;
        session = { id, identity: stored.identity };
        // An idle timeout slides with each request; the absolute end does not move.
        if (options.idleMs !== undefined) {
          const left = stored.startedAt + options.maxAgeMs - Date.now();
          await options.redis.pexpire(keyOf(id), Math.max(1, Math.min(options.idleMs, left)));
        }
      }
    }
    loaded.set(request, session);
    return session;
  }

  return {
    async identityOf(request: FastifyRequest): Promise<Identity | undefined> {
      return (await load(request))?.identity;
    },

    /** A new id: an old one of the request is ended. */
    async start(request: FastifyRequest, reply: FastifyReply, identity: Identity): Promise<void> {
      const previous = sessionIdOf(request);
      if (previous) await options.redis.del(keyOf(previous));
      const id = randomBytes(32).toString("base64url");
      const stored: Stored<Identity> = { identity, startedAt: Date.now() };
      await options.redis.set(keyOf(id), JSON.stringify(stored), "PX", options.idleMs ?? options.maxAgeMs);
      loaded.set(request, { id, identity });
      void reply.setCookie(options.cookieName, options.signer.sign(id), { ...cookieOptions, maxAge: Math.floor(options.maxAgeMs / 1000) });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = sessionIdOf(request);
      if (id) await options.redis.del(keyOf(id));
      loaded.set(request, null);
      void reply.clearCookie(options.cookieName, { path: "/" });
    },
  };
}

export type RoleSessions<Identity> = ReturnType<typeof createRoleSessions<Identity>>;
