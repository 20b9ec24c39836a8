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
