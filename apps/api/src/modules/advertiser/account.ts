import type { Billing } from "@kidsafe/billing";
import { CANCELLATION_TEXTS, PAYMENT_TEXTS } from "@kidsafe/contracts";
import type { CancelSubscriptionResponse, PaymentStartResult } from "@kidsafe/contracts";
import type { AdvertisersRepository, BillingCyclesRepository } from "@kidsafe/db";
import { HttpError, conflict, notFound } from "@kidsafe/server-kit";
import { checkoutReturnUrls } from "./return-urls.ts";
import type { SignIn } from "./sign-in.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export interface AccountDependencies {
  advertisers: AdvertisersRepository;
  cycles: BillingCyclesRepository;
  billing: Pick<Billing, "settleNow" | "startUpfrontPayment" | "endAccount">;
  signIn: SignIn;
  publicUrl: string;
  forgetFigures: (advertiserId: number) => void;
}

export function createAccount({ advertisers, cycles, billing, signIn, publicUrl, forgetFigures }: AccountDependencies) {
  return {
    /** When the saved card cannot pay, a checkout for everything owed. */
    async pay(advertiserId: number): Promise<PaymentStartResult> {
      const advertiser = await advertisers.findById(advertiserId);
      if (!advertiser) throw notFound(ADVERTISER_SERVER_TEXTS.unknownAdvertiser);
      const urls = checkoutReturnUrls(publicUrl, advertiserId);
      if (!advertiser.upfrontPaidAt) return { checkoutUrl: await billing.startUpfrontPayment(advertiserId, urls) };
      const result = await billing.settleNow(advertiserId, urls);
      forgetFigures(advertiserId);
      if (result.kind === "checkout") return { checkoutUrl: result.url };
      if (result.kind === "paid") return { message: PAYMENT_TEXTS.success };
      return {
        message: result.kind === "written_off" ? ADVERTISER_SERVER_TEXTS.belowMinimum(result.amountCents) : ADVERTISER_SERVER_TEXTS.nothingDue,
      };
    },

    /** Only when no closed week is owed; if the final charge fails, the site is blacklisted. */
    async cancel(advertiserId: number, password: string, ip: string): Promise<CancelSubscriptionResponse> {
      await signIn.verify(advertiserId, password, ip, CANCELLATION_TEXTS.incorrectPasswordServerMessage).catch((error: unknown) => {
        // The client shows 'Incorrect Password' for a message naming the password: a 403, as the contract says.
        if (error instanceof HttpError && error.statusCode === 401) throw new HttpError(403, CANCELLATION_TEXTS.incorrectPasswordServerMessage);
        throw error;
      });
      if ((await cycles.closedTotals(advertiserId)).unpaidCycles > 0) throw conflict(CANCELLATION_TEXTS.outstandingFeesServerMessage);
      const { urlBlacklisted } = await billing.endAccount(advertiserId, "The account was cancelled with unpaid fees.");
      forgetFigures(advertiserId);
      return { success: true, urlBlacklisted, message: urlBlacklisted ? CANCELLATION_TEXTS.blacklisted : CANCELLATION_TEXTS.cancelled };
    },
  };
}

export type Account = ReturnType<typeof createAccount>;
