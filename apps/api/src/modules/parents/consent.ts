import { randomUUID } from "node:crypto";
import { PARENTAL_CONSENT_PURPOSE } from "@kidsafe/billing";
import { CONSENT_CHECK_CENTS, CONSENT_NOTICE_VERSION, FAMILY_TEXTS, ageGroupOf, needsConsent } from "@kidsafe/contracts";
import type { ChildSummary } from "@kidsafe/contracts";
import type { ConsentsRepository } from "@kidsafe/db";
import type { Payments } from "@kidsafe/payments";
import { PaymentsError } from "@kidsafe/payments";
import { HttpError, conflict, forbidden, notFound } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import type { Clock } from "../../clock.ts";
import type { ChildSummaries } from "./child-summaries.ts";
import { PARENT_SERVER_TEXTS } from "./texts.ts";

export interface CollectedDataEraser {
  forgetCollected(userId: number): Promise<unknown>;
}

export interface ParentConsentDependencies {
  consents: ConsentsRepository;
  payments: Pick<Payments, "createOneTimeCheckout" | "getCheckout" | "refundPayment">;
  eraser: CollectedDataEraser;
  summaries: ChildSummaries;
  clock: Clock;
  publicUrl: string;
  log: Logger;
}

async function withPaymentErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentsError) throw new HttpError(502, PARENT_SERVER_TEXTS.paymentUnavailable);
    throw error;
  }
}

/** COPPA's card method: no customer and no saved card, read back from the provider, recorded once per check and refunded at once. */
export function createParentConsent({ consents, payments, eraser, summaries, clock, publicUrl, log }: ParentConsentDependencies) {
  /** One that fails is tried again at the next confirmation. */
  async function refundPending(childId: number): Promise<void> {
    for (const check of await consents.unrefundedConsents(childId)) {
      try {
        await payments.refundPayment({ paymentIntentId: check.paymentIntentId, idempotencyKey: `consent-refund-${check.checkoutSessionId}` });
        await consents.markRefunded(check.checkoutSessionId, clock());
      } catch (error) {
        log.warn(
          { err: error, checkoutSessionId: check.checkoutSessionId },
          "refunding a parent's card check failed; the next confirmation tries again",
        );
      }
    }
  }

  return {
    async start(parentId: number, childId: number, noticeVersion: string): Promise<{ checkoutUrl: string }> {
      await summaries.requireLinked(parentId, childId);
      await summaries.requireVerified(parentId);
      const state = await consents.consentStateOf(childId);
      if (!state) throw notFound(FAMILY_TEXTS.notYourChild);
      if (!needsConsent(ageGroupOf(state.birthYear, clock()))) throw conflict(FAMILY_TEXTS.consentNotNeeded);
      if (noticeVersion !== CONSENT_NOTICE_VERSION) throw conflict(FAMILY_TEXTS.consentNoticeOutdated);
      const checkout = await withPaymentErrors(() =>
        payments.createOneTimeCheckout({
          amountCents: CONSENT_CHECK_CENTS,
          description: PARENT_SERVER_TEXTS.cardCheckDescription,
          successUrl: `${publicUrl}/parent/consent/done?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/parent?consent=cancelled`,
          metadata: { purpose: PARENTAL_CONSENT_PURPOSE, parentId: String(parentId), childId: String(childId), noticeVersion },
          // A key per request: the SDK's retries of this one call are safe, and each new start is a new check.
          idempotencyKey: `consent-${parentId}-${childId}-${randomUUID()}`,
        }),
      );
      return { checkoutUrl: checkout.url };
    },

    /** The provider's word on the check, never the browser's. */
    async confirm(parentId: number, checkoutSessionId: string, ip: string): Promise<ChildSummary> {
      await summaries.requireVerified(parentId);
      const checkout = await withPaymentErrors(() => payments.getCheckout(checkoutSessionId));
      if (!checkout || checkout.metadata.purpose !== PARENTAL_CONSENT_PURPOSE) throw notFound(PARENT_SERVER_TEXTS.unknownCheck);
      if (checkout.metadata.parentId !== String(parentId)) throw forbidden(FAMILY_TEXTS.consentWrongChild);
      if (!checkout.paid) throw new HttpError(402, FAMILY_TEXTS.consentNotPaid);
      const childId = Number(checkout.metadata.childId);
      await summaries.requireLinked(parentId, childId);
      await consents.recordConsent({
        parentId,
        userId: childId,
        noticeVersion: checkout.metadata.noticeVersion ?? CONSENT_NOTICE_VERSION,
        checkoutSessionId: checkout.id,
        paymentIntentId: checkout.paymentIntentId,
        ip,
      });
      await refundPending(childId);
      return summaries.summaryOf(parentId, childId);
    },

    async withdraw(parentId: number, childId: number): Promise<ChildSummary> {
      await summaries.requireLinked(parentId, childId);
      await consents.withdrawConsents(childId, clock());
      await eraser.forgetCollected(childId);
      return summaries.summaryOf(parentId, childId);
    },
  };
}

export type ParentConsent = ReturnType<typeof createParentConsent>;
