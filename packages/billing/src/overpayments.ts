import type { PaymentRecord } from "@kidsafe/db";
import type { BillingContext } from "./context.ts";
import type { CheckoutOutcome } from "./payments-port.ts";

export const SETTLED_NOTHING_REASON = "Paid after its cycles were settled otherwise; refunded automatically.";
export const settledPartlyReason = (overpaidCents: number) =>
  `Paid after some of its cycles were settled otherwise: ${overpaidCents} cents paid twice, to refund by hand.`;

/**
 * Paid none (settled otherwise meanwhile): refunded in full and flagged. Paid some: flagged with what was paid twice.
 * The refund's key is the payment's, so completing again refunds nothing more.
 */
export async function settledPart(context: BillingContext, payment: PaymentRecord, outcome: CheckoutOutcome): Promise<"all" | "part" | "none"> {
  const paid = await context.cycles.countPaidBy(payment.id, payment.cycleIds);
  if (paid === payment.cycleIds.length) return "all";
  const now = context.clock();
  const log = {
    advertiserId: payment.advertiserId,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    paymentIntentId: outcome.paymentIntentId,
  };
  if (paid > 0) {
    const cycles = await Promise.all(payment.cycleIds.map((id) => context.cycles.findById(id)));
    const overpaid = cycles.filter((cycle) => cycle && cycle.paymentId !== payment.id).reduce((sum, cycle) => sum + cycle!.amountCents, 0);
    await context.paymentRecords.flag(payment.id, settledPartlyReason(overpaid), now);
    context.log.warn({ ...log, overpaidCents: overpaid }, "a settlement paid cycles already settled: flagged for an operator");
    return "part";
  }
  await context.paymentRecords.flag(payment.id, SETTLED_NOTHING_REASON, now);
  if (payment.refundedAt === null && outcome.paymentIntentId !== null) {
    await context.payments.refundPayment({ paymentIntentId: outcome.paymentIntentId, idempotencyKey: `refund-${payment.id}` });
    await context.paymentRecords.markRefunded(payment.id, context.clock());
  }
  context.log.warn(log, "a settlement paid nothing still owed: refunded and flagged for the operators");
  return "none";
}
