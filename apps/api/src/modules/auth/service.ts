import { AUTH_TEXTS } from "@kidsafe/contracts";
import type { Credentials, RegisterRequest, User } from "@kidsafe/contracts";
import type { UsersRepository } from "@kidsafe/db";
import { HttpError, conflict, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter, RateLimitState } from "@kidsafe/server-kit";
import { takePasswordTry } from "../../http/password-tries.ts";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../../passwords.ts";

export interface AuthRateLimiters {
  loginPerIp: RateLimiter;
  loginFailuresPerIpAndUsername: RateLimiter;
  loginFailuresPerUsername: RateLimiter;
  registerPerIp: RateLimiter;
}

function refuseWhenLimited(...states: RateLimitState[]): void {
  const limited = states.filter((state) => !state.allowed);
  if (limited.length === 0) return;
  throw tooManyRequests(AUTH_TEXTS.tooManyAttempts, Math.max(...limited.map((state) => state.retryAfterMs)));
}

const toUser = (record: { id: number; username: string }): User => ({ id: record.id, username: record.username });

export function createAuthService(users: UsersRepository, limits: AuthRateLimiters) {
  return {
    /** Without a birth year the account is treated as under 13 until it is given. */
    async register({ username, password, birthYear }: RegisterRequest, ip: string): Promise<User> {
      refuseWhenLimited(await limits.registerPerIp.hit(ip));
      // Cheap check first so a taken name does not cost a hash; the unique index still decides races.
      if (await users.findByUsername(username)) throw usernameTaken();
      const created = await users.insert(username, await hashPassword(password), birthYear ?? null);
      if (!created) throw usernameTaken();
      return toUser(created);
    },

    async login({ username, password }: Credentials, ip: string): Promise<User> {
      refuseWhenLimited(await limits.loginPerIp.hit(ip));
      const passwordWasRight = await takePasswordTry(
        { perAddress: limits.loginFailuresPerIpAndUsername, perAccount: limits.loginFailuresPerUsername },
        ip,
        username.toLowerCase(),
        AUTH_TEXTS.tooManyAttempts,
      );
      const user = await users.findByUsername(username);
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new HttpError(401, AUTH_TEXTS.invalidCredentials);
      await passwordWasRight();
      return toUser(user);
    },
  };
}

function usernameTaken(): HttpError {
  return conflict(AUTH_TEXTS.usernameTaken, { username: AUTH_TEXTS.usernameTaken });
}

export type AuthService = ReturnType<typeof createAuthService>;
