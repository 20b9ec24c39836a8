import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { User } from "@kidsafe/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { memoizedSigner } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";
import { RedisSessionStore } from "./redis-session-store.ts";
import { sessionCookieName } from "./cookie-names.ts";

declare module "fastify" {
  interface Session {
    /** Kept in the session so reading it costs no database query. */
    user?: User;
  }
  interface FastifyInstance {
    sessionStore: RedisSessionStore;
  }
  interface FastifyReply {
    clearSessionCookie(): FastifyReply;
  }
}

const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionOptions {
  redis: Redis;
  secret: string;
  secure: boolean;
}

/** No session is stored until something is written to it, so anonymous traffic costs nothing. */
export const sessions = fp(async (app: FastifyInstance, options: SessionOptions) => {
  await app.register(fastifyCookie);
  const store = new RedisSessionStore(options.redis);
  app.decorate("sessionStore", store);
  const cookieName = sessionCookieName(options.secure);
  app.decorateReply("clearSessionCookie", function clearSessionCookie(this: FastifyReply) {
    return this.clearCookie(cookieName, { path: "/", secure: options.secure, httpOnly: true, sameSite: "lax" });
  });
  await app.register(fastifySession, {
    secret: memoizedSigner(options.secret),
    cookieName: sessionCookieName(options.secure),
    store,
    saveUninitialized: false,
    // Written only when it changes, so a read costs one Redis GET; sessions therefore end 7 days after sign-in, however active.
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
