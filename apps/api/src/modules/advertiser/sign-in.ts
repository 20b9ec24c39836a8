import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserRecord, AdvertisersRepository } from "@kidsafe/db";
import { HttpError, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter, RateLimitState } from "@kidsafe/server-kit";
import { takePasswordTry } from "../../http/password-tries.ts";
import { verifyAgainstDecoy, verifyPassword } from "../../passwords.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export interface SignInDependencies {
  advertisers: AdvertisersRepository;
  perIp: RateLimiter;
  failuresPerIpAndApp: RateLimiter;
  failuresPerApp: RateLimiter;
}

function refuseWhenLimited(...states: RateLimitState[]): void {
  const limited = states.filter((state) => !state.allowed);
  if (limited.length > 0)
    throw tooManyRequests(ADVERTISER_SERVER_TEXTS.tooManyAttempts, Math.max(...limited.map((state) => state.retryAfterMs)));
}

/** A stranger elsewhere cannot keep a company out (`takePasswordTry`). */
export function createSignIn({ advertisers, perIp, failuresPerIpAndApp, failuresPerApp }: SignInDependencies) {
  async function check(
    advertiser: AdvertiserRecord | undefined,
    password: string,
    appKey: string,
    ip: string,
    message: string,
  ): Promise<AdvertiserRecord> {
    refuseWhenLimited(await perIp.hit(ip));
    const passwordWasRight = await takePasswordTry(
      { perAddress: failuresPerIpAndApp, perAccount: failuresPerApp },
      ip,
      appKey,
      ADVERTISER_SERVER_TEXTS.tooManyAttempts,
    );
    const valid = advertiser ? await verifyPassword(advertiser.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!advertiser || !valid) throw new HttpError(401, message);
    await passwordWasRight();
    return advertiser;
  }

  return {
    async login(appName: string, password: string, ip: string): Promise<AdvertiserRecord> {
      const key = appName.toLowerCase();
      return check(await advertisers.findByAppName(appName), password, key, ip, ADVERTISER_TEXTS.invalidCredentials);
    },

    async verify(advertiserId: number, password: string, ip: string, message: string): Promise<AdvertiserRecord> {
      const advertiser = await advertisers.findById(advertiserId);
      const key = advertiser?.appName.toLowerCase() ?? `id:${advertiserId}`;
      return check(advertiser, password, key, ip, message);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
