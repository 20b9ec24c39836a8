import { MINUTE } from "../../http/rate-limit-windows.ts";

/**
 * Taken before any password is hashed. Per-IP limits are generous because a classroom often shares one IP; a stranger would need many addresses
 * to lock a child out, and then only for the hour.
 */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { name: "login-ip", limit: 100, windowMs: 15 * MINUTE },
  loginFailuresPerIpAndUsername: { name: "login-fail-ip-user", limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerUsername: { name: "login-fail-user", limit: 100, windowMs: 60 * MINUTE },
  registerPerIp: { name: "register-ip", limit: 50, windowMs: 60 * MINUTE },
} as const;
