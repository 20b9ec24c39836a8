import type { SiteChecker } from "@kidsafe/ai";
import type { Billing } from "@kidsafe/billing";
import { BillingError } from "@kidsafe/billing";
import { PAYMENT_TEXTS, normalizeAppUrl } from "@kidsafe/contracts";
import type {
  CompleteRegistrationRequest,
  CompleteRegistrationResponse,
  PaymentCompleteResponse,
  SafetyCheckRequest,
  SafetyCheckResult,
} from "@kidsafe/contracts";
import { isUniqueViolation } from "@kidsafe/db";
import type { AdvertisersRepository, SafetyChecksRepository } from "@kidsafe/db";
import { badRequest, conflict, tooManyRequests } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import { hashPassword } from "../../passwords.ts";
import { checkoutReturnUrls } from "./return-urls.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export type { SiteChecker };

export interface RegistrationDependencies {
  advertisers: AdvertisersRepository;
  safetyChecks: SafetyChecksRepository;
  checker: SiteChecker;
  billing: Pick<Billing, "startUpfrontPayment" | "completeCheckout">;
  clock: Clock;
  publicUrl: string;
  safetyChecksPerIp: RateLimiter;
  registrationsPerIp: RateLimiter;
  /** The dashboard's figures of an advertiser whose payment just completed are read anew. */
  forgetFigures: (advertiserId: number) => void;
}

/** A passed check is good for registering that exact website for this long. */
export const SAFETY_CHECK_VALID_MS = 60 * 60 * 1000;

/**
 * Seed 001's registration: the safety check (stored, bound to the URL it judged), then completing the registration
 * (an inactive advertiser waiting for the upfront fee, and the checkout for it), then the payment's confirmation,
 * read from the payment provider.
 */
export function createRegistration(deps: RegistrationDependencies) {
  async function refuseWhenLimited(limiter: RateLimiter, ip: string) {
    const state = await limiter.hit(ip);
    if (!state.allowed) throw tooManyRequests(ADVERTISER_SERVER_TEXTS.tooManyAttempts, state.retryAfterMs);
  }

  return {
    async safetyCheck(request: SafetyCheckRequest, ip: string): Promise<SafetyCheckResult> {
      await refuseWhenLimited(deps.safetyChecksPerIp, ip);
      const url = normalizeAppUrl(request.url);
      const { verdict, pages } = await deps.checker.check({ url, appName: request.appName, appDescription: request.appDescription });
      await deps.safetyChecks.insert({
        url,
        advertiserId: null,
        trigger: "registration",
        isSafe: verdict.isSafe,
        reason: verdict.reason,
        details: verdict.details,
        aiDescription: verdict.aiDescription,
        failedCategories: verdict.failedCategories,
        pages,
        checkedAt: deps.clock(),
      });
      return { isSafe: verdict.isSafe, reason: verdict.reason, details: verdict.details, aiDescription: verdict.aiDescription };
    },

    /**
     * Creates the advertiser (inactive until the upfront fee is paid) and answers the checkout for that fee. The
     * website must have passed the safety check within the hour, and the AI's description is the one stored with
     * that check, never the browser's.
     */
    async completeRegistration(request: CompleteRegistrationRequest, ip: string): Promise<CompleteRegistrationResponse> {
      await refuseWhenLimited(deps.registrationsPerIp, ip);
      const url = normalizeAppUrl(request.appUrl);
      const now = deps.clock();
      const check = await deps.safetyChecks.latestPassedRegistration(url, new Date(now.getTime() - SAFETY_CHECK_VALID_MS));
      if (!check) throw conflict(ADVERTISER_SERVER_TEXTS.safetyCheckRequired);
      if (await deps.advertisers.findByAppName(request.appName))
        throw conflict(ADVERTISER_SERVER_TEXTS.appNameTaken, { appName: ADVERTISER_SERVER_TEXTS.appNameTaken });
      const blacklist = await deps.advertisers.activeBlacklist(url, now);
      if (blacklist) throw conflict(ADVERTISER_SERVER_TEXTS.blacklisted(blacklist.blacklisted_until));

      let advertiserId: number;
      try {
        advertiserId = await deps.advertisers.insert({
          app_name: request.appName,
          app_url: url,
          app_description: request.appDescription,
          ai_generated_description: check.ai_description,
          email: request.email,
          password_hash: await hashPassword(request.password),
          status: "pending_payment",
          safety_status: "safe",
          safety_reason: check.reason,
          safety_details: check.details,
          safety_checked_at: check.checked_at,
        });
      } catch (error) {
        // Two registrations of one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(ADVERTISER_SERVER_TEXTS.appNameTaken, { appName: ADVERTISER_SERVER_TEXTS.appNameTaken });
        throw error;
      }
      const checkoutUrl = await deps.billing.startUpfrontPayment(advertiserId, checkoutReturnUrls(deps.publicUrl, advertiserId));
      return { advertiserId, checkoutUrl };
    },

    /** GET /api/advertiser/payment-complete: what the payment provider says of the checkout, never the query string. */
    async paymentComplete(checkoutSessionId: string): Promise<PaymentCompleteResponse & { purpose: "upfront" | "settlement" }> {
      try {
        const completed = await deps.billing.completeCheckout(checkoutSessionId);
        deps.forgetFigures(completed.advertiserId);
        return { success: true, advertiserId: completed.advertiserId, purpose: completed.purpose };
      } catch (error) {
        if (error instanceof BillingError) throw badRequest(error.kind === "unknown_session" ? PAYMENT_TEXTS.invalidSession : error.message);
        throw error;
      }
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;
