import type { ChargeResult } from "@kidsafe/billing";
import type { BillingChargePayload } from "@kidsafe/contracts";
import { checkSimulatedTime } from "@kidsafe/jobs";
import { PaymentsError } from "@kidsafe/payments";
import { UnrecoverableError } from "bullmq";
import { billingAt, nowOf } from "./context.ts";
import type { JobContext } from "./context.ts";

/**
 * One cycle's charge job: billing charges what its advertiser owes, exactly once (the payment and its idempotency
 * key are stored before the provider is asked, so a retry after a crash asks with the same key). A declined card is
 * an outcome, recorded (overdue, dunning), and so is a customer or card the provider no longer has (a card is asked
 * for). A provider error is logged with its code: a transient one (network, rate limit, lock timeout, 5xx) throws
 * and the job is retried; a permanent one fails the job at once (the sweep finds the charge stuck and asks again).
 */
export async function runCharge(context: JobContext, payload: BillingChargePayload): Promise<ChargeResult> {
  if (payload.asOf) checkSimulatedTime(new Date(payload.asOf), { production: context.production, now: context.clock() });
  const simulated = payload.asOf ? nowOf(context, payload.asOf) : undefined;
  let result: ChargeResult;
  try {
    result = await billingAt(context, simulated).chargeCycle(payload.cycleId);
  } catch (error) {
    if (!(error instanceof PaymentsError)) throw error;
    const details = { cycleId: payload.cycleId, providerCode: error.providerCode, kind: error.kind, transient: error.transient, err: error };
    if (error.transient) {
      context.log.warn(details, "charge: the payment provider is unavailable; the job will try again");
      throw error;
    }
    context.log.error(details, "charge: the payment provider refused the request; trying again will not help");
    throw new UnrecoverableError(error.message);
  }
  if (result.kind === "paid") {
    context.metrics.charges.inc({ outcome: "succeeded" });
    context.metrics.chargedCents.inc(result.amountCents);
  } else if (result.kind === "failed") {
    context.metrics.charges.inc({ outcome: "failed" });
  } else if (result.kind === "carried") {
    context.metrics.charges.inc({ outcome: "carried" });
  }
  return result;
}
