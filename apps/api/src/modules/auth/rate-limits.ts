import { createRateLimiter } from "@kidsafe/server-kit";
import type { RateLimit } from "@kidsafe/server-kit";
import type { Redis } from "ioredis";

const MINUTE = 60_000;

/**
 * Sign-in limits, counted in Redis before any password is hashed. Per-IP limits are generous because a
 * whole classroom often shares one school IP; the per-username limit (failed attempts only) is what stops
 * guessing a child's password.
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: "login-ip", limit: 100, windowMs: 15 * MINUTE },
  loginFailuresPerUsername: { name: "login-fail-user", limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { name: "register-ip", limit: 50, windowMs: 60 * MINUTE },
} as const;

export type AuthRateLimits = Record<keyof typeof AUTH_RATE_LIMITS, RateLimit>;

export function createAuthRateLimiters(redis: Redis, limits: AuthRateLimits = AUTH_RATE_LIMITS) {
  return {
    loginPerIp: createRateLimiter(redis, limits.loginPerIp),
    loginFailuresPerUsername: createRateLimiter(redis, limits.loginFailuresPerUsername),
    registerPerIp: createRateLimiter(redis, limits.registerPerIp),
  };
}

export type AuthRateLimiters = ReturnType<typeof createAuthRateLimiters>;
