import { ADVERTISER_TEXTS } from "@kidsafe/contracts";
import type { AdvertiserRecord, AdvertisersRepository } from "@kidsafe/db";
import { refuseWhenLimited } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import { checkPasswordTry } from "../../http/password-tries.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export interface SignInDependencies {
  advertisers: AdvertisersRepository;
  perIp: RateLimiter;
  failuresPerIpAndApp: RateLimiter;
  failuresPerApp: RateLimiter;
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
    await refuseWhenLimited(perIp, ip, ADVERTISER_SERVER_TEXTS.tooManyAttempts);
    return checkPasswordTry(
      { perAddress: failuresPerIpAndApp, perAccount: failuresPerApp },
      { ip, account: appKey, password },
      () => Promise.resolve(advertiser),
      { tooManyAttempts: ADVERTISER_SERVER_TEXTS.tooManyAttempts, invalidCredentials: message },
    );
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
