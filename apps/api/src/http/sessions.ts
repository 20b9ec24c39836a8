import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { User } from "@kidsafe/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE_NAME, memoizedSigner } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { RedisSessionStore } from "./redis-session-store.ts";

declare module "fastify" {
  interface Session {
    /** The signed-in student. Kept in the session so reading it costs no database query. */
    user?: User;
  }
  interface FastifyInstance {
    /** The session store, for ending every session of a student (account deletion). */
    sessionStore: RedisSessionStore;
  }
}

export { SESSION_COOKIE_NAME };
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  redis: Redis;
  secret: string;
  /** Secure cookies (HTTPS only) in production. */
  secure: boolean;
}

/**
 * Server-side sessions in Redis behind an httpOnly, SameSite=Lax cookie. No session is stored for a
 * visitor until something is written to it (sign-in), so anonymous traffic costs nothing.
 */
export const sessions = fp(async (app: FastifyInstance, options: SessionOptions) => {
  await app.register(fastifyCookie);
  const store = new RedisSessionStore(options.redis);
  app.decorate("sessionStore", store);
  await app.register(fastifySession, {
    secret: memoizedSigner(options.secret),
    cookieName: SESSION_COOKIE_NAME,
    store,
    saveUninitialized: false,
    // The session is written only when it changes (sign-in), not on every request: a read costs one Redis GET.
    // Sessions therefore end 7 days after sign-in, however active (decisions.md).
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      path: "/",
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
});
