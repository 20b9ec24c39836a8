import type { SiteChecker } from "@kidsafe/ai";
import type { Billing } from "@kidsafe/billing";
import { BillingError } from "@kidsafe/billing";
import { createHash, randomBytes } from "node:crypto";
import { PAYMENT_TEXTS, REGISTRATION_PASS_TEXTS, childFacingDescription, normalizeAppUrl } from "@kidsafe/contracts";
import type {
  CompleteRegistrationRequest,
  CompleteRegistrationResponse,
  PaymentCompleteResponse,
  SafetyCheckRequest,
  SafetyCheckResponse,
} from "@kidsafe/contracts";
import { InvalidSiteUrlError, isUniqueViolation } from "@kidsafe/db";
import type {
  AdvertisersRepository,
  BlockedSitesRepository,
  CheckedRegistration,
  RegistrationPass,
  RegistrationPassesRepository,
  SafetyChecksRepository,
} from "@kidsafe/db";
import { badRequest, conflict, refuseWhenLimited } from "@kidsafe/server-kit";
import type { RateLimiter } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import { hashPassword } from "../../passwords.ts";
import { checkoutReturnUrls } from "./return-urls.ts";
import { ADVERTISER_SERVER_TEXTS } from "./texts.ts";

export type { SiteChecker };

export interface RegistrationDependencies {
  advertisers: AdvertisersRepository;
  blockedSites: BlockedSitesRepository;
  safetyChecks: SafetyChecksRepository;
  passes: RegistrationPassesRepository;
  checker: SiteChecker;
  billing: Pick<Billing, "startUpfrontPayment" | "completeCheckout">;
  clock: Clock;
  publicUrl: string;
  safetyChecksPerIp: RateLimiter;
  registrationsPerIp: RateLimiter;
  forgetFigures: (advertiserId: number) => void;
}

export const SAFETY_CHECK_VALID_MS = 60 * 60 * 1000;

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a pass binds: the details the safety check judged, and who asked. */
function checkedRegistrationOf(
  request: Pick<CheckedRegistration, "appName" | "appDescription" | "minAge" | "maxAge">,
  url: string,
  requester: string,
): CheckedRegistration {
  return { url, appName: request.appName, appDescription: request.appDescription, minAge: request.minAge, maxAge: request.maxAge, requester };
}

function differences(pass: CheckedRegistration, sent: CheckedRegistration): string[] {
  const changed: string[] = [];
  if (pass.url !== sent.url) changed.push("website address");
  if (pass.appName !== sent.appName) changed.push("app name");
  if (pass.appDescription !== sent.appDescription) changed.push("app description");
  if (pass.minAge !== sent.minAge || pass.maxAge !== sent.maxAge) changed.push("ages");
  return changed;
}

function refusalOf(pass: RegistrationPass | undefined, sent: CheckedRegistration, now: Date): string | null {
  if (!pass) return REGISTRATION_PASS_TEXTS.unknown;
  if (pass.usedAt) return REGISTRATION_PASS_TEXTS.used;
  if (pass.revokedAt) return REGISTRATION_PASS_TEXTS.revoked;
  if (pass.expiresAt <= now) return REGISTRATION_PASS_TEXTS.expired;
  if (pass.requester !== sent.requester) return REGISTRATION_PASS_TEXTS.otherRequester;
  const changed = differences(pass, sent);
  return changed.length > 0 ? REGISTRATION_PASS_TEXTS.changed(changed) : null;
}

/** A pass is bound to the checked details and the requester. */
export function createRegistration(deps: RegistrationDependencies) {
  /** No safety check runs and nothing is stored for a blocked site. */
  async function refuseWhenBlocked(url: string, now: Date) {
    const block = await deps.blockedSites.activeFor(url, now).catch((error: unknown) => {
      throw error instanceof InvalidSiteUrlError ? badRequest(ADVERTISER_SERVER_TEXTS.invalidWebsite) : error;
    });
    if (block) throw conflict(ADVERTISER_SERVER_TEXTS.siteBlocked(block));
  }

  return {
    async safetyCheck(request: SafetyCheckRequest, ip: string): Promise<SafetyCheckResponse> {
      await refuseWhenLimited(deps.safetyChecksPerIp, ip, ADVERTISER_SERVER_TEXTS.tooManyAttempts);
      const url = normalizeAppUrl(request.url);
      await refuseWhenBlocked(url, deps.clock());
      const { verdict, pages } = await deps.checker.check({ url, appName: request.appName, appDescription: request.appDescription });
      const checkedAt = deps.clock();
      const check = await deps.safetyChecks.insert({ url, advertiserId: null, trigger: "registration", ...verdict, pages, checkedAt });
      const result = {
        isSafe: verdict.isSafe,
        reason: verdict.reason,
        details: verdict.details,
        aiDescription: verdict.aiDescription,
        childDescription: childFacingDescription(request.appDescription),
      };
      if (!verdict.isSafe) {
        // The site may have turned bad since an earlier pass: none of its unused passes counts any more.
        await deps.passes.revokeOpenPasses(url, checkedAt);
        return result;
      }
      const registrationToken = randomBytes(32).toString("base64url");
      await deps.passes.issue({
        tokenHash: tokenHashOf(registrationToken),
        safetyCheckId: check.id,
        ...checkedRegistrationOf(request, url, ip),
        at: checkedAt,
        expiresAt: new Date(checkedAt.getTime() + SAFETY_CHECK_VALID_MS),
      });
      return { ...result, registrationToken };
    },

    /** The pass is used in the same transaction, and the AI's description is the one stored with its check. */
    async completeRegistration(request: CompleteRegistrationRequest, ip: string): Promise<CompleteRegistrationResponse> {
      await refuseWhenLimited(deps.registrationsPerIp, ip, ADVERTISER_SERVER_TEXTS.tooManyAttempts);
      const url = normalizeAppUrl(request.appUrl);
      const now = deps.clock();
      await refuseWhenBlocked(url, now);
      const sent = checkedRegistrationOf(request, url, ip);
      const pass = await deps.passes.findByTokenHash(tokenHashOf(request.registrationToken));
      const refusal = refusalOf(pass, sent, now);
      if (refusal !== null || !pass) throw conflict(refusal ?? REGISTRATION_PASS_TEXTS.unknown);
      const check = await deps.safetyChecks.findById(pass.safetyCheckId);
      if (!check?.isSafe) throw conflict(REGISTRATION_PASS_TEXTS.unknown);
      if (await deps.advertisers.findByAppName(request.appName))
        throw conflict(ADVERTISER_SERVER_TEXTS.appNameTaken, { appName: ADVERTISER_SERVER_TEXTS.appNameTaken });

      let advertiserId: number | null;
      try {
        advertiserId = await deps.passes.registerWith(pass.id, now, {
          appName: request.appName,
          appUrl: url,
          appDescription: request.appDescription,
          childDescription: childFacingDescription(request.appDescription),
          aiGeneratedDescription: check.aiDescription,
          minAge: request.minAge,
          maxAge: request.maxAge,
          email: request.email,
          passwordHash: await hashPassword(request.password),
          status: "pending_payment",
          safetyStatus: "safe",
          safetyReason: check.reason,
          safetyDetails: check.details,
          safetyCheckedAt: check.checkedAt,
        });
      } catch (error) {
        // Two registrations of one name at once: the unique index decides, and the pass stays unused.
        if (isUniqueViolation(error)) throw conflict(ADVERTISER_SERVER_TEXTS.appNameTaken, { appName: ADVERTISER_SERVER_TEXTS.appNameTaken });
        throw error;
      }
      // Used, revoked or expired between the read and the transaction.
      if (advertiserId === null) {
        const current = await deps.passes.findByTokenHash(tokenHashOf(request.registrationToken));
        throw conflict(refusalOf(current, sent, deps.clock()) ?? REGISTRATION_PASS_TEXTS.used);
      }
      const checkoutUrl = await deps.billing.startUpfrontPayment(advertiserId, checkoutReturnUrls(deps.publicUrl, advertiserId));
      return { advertiserId, checkoutUrl };
    },

    /** Never the query string. */
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
