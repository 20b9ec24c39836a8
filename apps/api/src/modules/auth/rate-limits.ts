const MINUTE = 60_000;

/**
 * Sign-in limits, taken in Redis before any password is hashed (a right password gives its try back). Per-IP
 * limits are generous because a whole classroom often shares one school IP. Wrong passwords are counted per
 * address and username (10 per 15 minutes: what stops guessing from one place, and all a stranger elsewhere can
 * use up) and per username from everywhere (100 an hour: bounds guessing from many addresses; a stranger would
 * need many addresses to lock a child out, and then only for the hour).
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: "login-ip", limit: 100, windowMs: 15 * MINUTE },
  loginFailuresPerIpAndUsername: { name: "login-fail-ip-user", limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerUsername: { name: "login-fail-user", limit: 100, windowMs: 60 * MINUTE },
  /** The limit is the default of REGISTRATIONS_PER_ADDRESS_PER_HOUR (env.ts). */
  registerPerIp: { name: "register-ip", limit: 50, windowMs: 60 * MINUTE },
} as const;
