import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserRow, AdvertisersRepository } from "@kidsafe/db";
import { HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter, RateLimitState } from "@kidsafe/server-kit";
import { verifyAgainstDecoy, verifyPassword } from "../../passwords.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export interface SignInDependencies {
  advertisers: AdvertisersRepository;
  perIp: RateLimiter;
  failuresPerApp: RateLimiter;
}

function refuseWhenLimited(...states: RateLimitState[]): void {
  const limited = states.filter((state) => !state.allowed);
  if (limited.length > 0)
    throw tooManyRequests(ADVERTISER_SERVER_TEXTS.tooManyAttempts, Math.max(...limited.map((state) => state.retryAfterMs)));
}

/**
 * The company password, checked for the login (app name + password) and for the portal's and the billing view's
 * password prompts. Attempts per address and failures per app are counted before any hash is checked; a right
 * password clears the app's failures.
 */
export function createSignIn({ advertisers, perIp, failuresPerApp }: SignInDependencies) {
  async function check(advertiser: AdvertiserRow | undefined, password: string, failureKey: string, message: string): Promise<AdvertiserRow> {
    const valid = advertiser ? await verifyPassword(advertiser.password_hash, password) : await verifyAgainstDecoy(password);
    if (!advertiser || !valid) {
      await failuresPerApp.hit(failureKey);
      throw new HttpError(401, message);
    }
    await failuresPerApp.reset(failureKey);
    return advertiser;
  }

  return {
    /** POST /api/advertiser/login: the app name is the login name, whatever its letter case. */
    async login(appName: string, password: string, ip: string): Promise<AdvertiserRow> {
      const key = appName.toLowerCase();
      refuseWhenLimited(await perIp.hit(ip), await failuresPerApp.peek(key));
      return check(await advertisers.findByAppName(appName), password, key, ADVERTISER_TEXTS.invalidCredentials);
    },

    /** The company password of one advertiser (the portal at /advertiser/{id} and the billing view). */
    async verify(advertiserId: number, password: string, ip: string, message: string): Promise<AdvertiserRow> {
      const advertiser = await advertisers.findById(advertiserId);
      const key = advertiser?.app_name.toLowerCase() ?? `id:${advertiserId}`;
      refuseWhenLimited(await perIp.hit(ip), await failuresPerApp.peek(key));
      return check(advertiser, password, key, message);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
