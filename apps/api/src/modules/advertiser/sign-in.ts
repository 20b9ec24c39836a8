import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserRow, AdvertisersRepository } from "@kidsafe/db";
import { HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter, RateLimitState } from "@kidsafe/server-kit";
import { takePasswordTry } from "../../http/password-tries.ts";
import { verifyAgainstDecoy, verifyPassword } from "../../passwords.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export interface SignInDependencies {
  advertisers: AdvertisersRepository;
  perIp: RateLimiter;
  /** Wrong passwords per address and app: what stops guessing from one place. */
  failuresPerIpAndApp: RateLimiter;
  /** Wrong passwords per app from everywhere: bounds guessing from many addresses. */
  failuresPerApp: RateLimiter;
}

function refuseWhenLimited(...states: RateLimitState[]): void {
  const limited = states.filter((state) => !state.allowed);
  if (limited.length > 0)
    throw tooManyRequests(ADVERTISER_SERVER_TEXTS.tooManyAttempts, Math.max(...limited.map((state) => state.retryAfterMs)));
}

/**
 * The company password, checked for the login (app name + password) and for the portal's and the billing view's
 * password prompts. Tries are taken before any hash is checked (`takePasswordTry`: a parallel burst gets no more
 * than a sequence, and a stranger elsewhere cannot keep a company out).
 */
export function createSignIn({ advertisers, perIp, failuresPerIpAndApp, failuresPerApp }: SignInDependencies) {
  async function check(
    advertiser: AdvertiserRow | undefined,
    password: string,
    appKey: string,
    ip: string,
    message: string,
  ): Promise<AdvertiserRow> {
    refuseWhenLimited(await perIp.hit(ip));
    const passwordWasRight = await takePasswordTry(
      { perAddress: failuresPerIpAndApp, perAccount: failuresPerApp },
      ip,
      appKey,
      ADVERTISER_SERVER_TEXTS.tooManyAttempts,
    );
    const valid = advertiser ? await verifyPassword(advertiser.password_hash, password) : await verifyAgainstDecoy(password);
    if (!advertiser || !valid) throw new HttpError(401, message);
    await passwordWasRight();
    return advertiser;
  }

  return {
    /** POST /api/advertiser/login: the app name is the login name, whatever its letter case. */
    async login(appName: string, password: string, ip: string): Promise<AdvertiserRow> {
      const key = appName.toLowerCase();
      return check(await advertisers.findByAppName(appName), password, key, ip, ADVERTISER_TEXTS.invalidCredentials);
    },

    /** The company password of one advertiser (the portal at /advertiser/{id} and the billing view). */
    async verify(advertiserId: number, password: string, ip: string, message: string): Promise<AdvertiserRow> {
      const advertiser = await advertisers.findById(advertiserId);
      const key = advertiser?.app_name.toLowerCase() ?? `id:${advertiserId}`;
      return check(advertiser, password, key, ip, message);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
