import type { ChargeResult } from "@kidsafe/billing";
import type { BillingChargePayload } from "@kidsafe/contracts";
import { billingAt, nowOf } from "./context.ts";
import type { JobContext } from "./context.ts";

/**
 * One cycle's charge job: billing charges what its advertiser owes, exactly once (the payment and its idempotency
 * key are stored before the provider is asked, so a retry after a crash asks with the same key). A declined card is
 * an outcome, recorded (overdue, dunning); only an unreachable provider throws, and the job is retried.
 */
export async function runCharge(context: JobContext, payload: BillingChargePayload): Promise<ChargeResult> {
  const simulated = payload.asOf ? nowOf(context, payload.asOf) : undefined;
  const result = await billingAt(context, simulated).chargeCycle(payload.cycleId);
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
