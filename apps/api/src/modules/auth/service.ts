import { AUTH_TEXTS } from "@kidsafe/contracts";
import type { Credentials, RegisterRequest, User } from "@kidsafe/contracts";
import type { UsersRepository } from "@kidsafe/db";
import { conflict, refuseWhenLimited } from "@kidsafe/server-kit";
import type { HttpError, RateLimiter } from "@kidsafe/server-kit";
import { checkPasswordTry } from "../../http/password-tries.ts";
import { hashPassword } from "../../passwords.ts";

export interface AuthRateLimiters {
  loginPerIp: RateLimiter;
  loginFailuresPerIpAndUsername: RateLimiter;
  loginFailuresPerUsername: RateLimiter;
  registerPerIp: RateLimiter;
}

const toUser = (record: { id: number; username: string }): User => ({ id: record.id, username: record.username });

export function createAuthService(users: UsersRepository, limits: AuthRateLimiters) {
  return {
    /** Without a birth year the account is treated as under 13 until it is given. */
    async register({ username, password, birthYear }: RegisterRequest, ip: string): Promise<User> {
      await refuseWhenLimited(limits.registerPerIp, ip, AUTH_TEXTS.tooManyAttempts);
      // Cheap check first so a taken name does not cost a hash; the unique index still decides races.
      if (await users.findByUsername(username)) throw usernameTaken();
      const created = await users.insert(username, await hashPassword(password), birthYear ?? null);
      if (!created) throw usernameTaken();
      return toUser(created);
    },

    async login({ username, password }: Credentials, ip: string): Promise<User> {
      await refuseWhenLimited(limits.loginPerIp, ip, AUTH_TEXTS.tooManyAttempts);
      const user = await checkPasswordTry(
        { perAddress: limits.loginFailuresPerIpAndUsername, perAccount: limits.loginFailuresPerUsername },
        { ip, account: username.toLowerCase(), password },
        () => users.findByUsername(username),
        { tooManyAttempts: AUTH_TEXTS.tooManyAttempts, invalidCredentials: AUTH_TEXTS.invalidCredentials },
      );
      return toUser(user);
    },
  };
}

function usernameTaken(): HttpError {
  return conflict(AUTH_TEXTS.usernameTaken, { username: AUTH_TEXTS.usernameTaken });
}

export type AuthService = ReturnType<typeof createAuthService>;
