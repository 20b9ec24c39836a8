import type { ChargeResult } from "@kidsafe/billing";
import type { BillingChargePayload } from "@kidsafe/contracts";
import { checkSimulatedTime } from "@kidsafe/jobs";
import { PaymentsError } from "@kidsafe/payments";
import { UnrecoverableError } from "bullmq";
import { billingAt, nowOf } from "./context.ts";
import type { JobContext } from "./context.ts";

/**
 * A declined card or a lost customer is an outcome, recorded. A transient provider error throws so the job retries; a
 * permanent one fails the job at once (the sweep finds the charge stuck and asks again with the same key).
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
