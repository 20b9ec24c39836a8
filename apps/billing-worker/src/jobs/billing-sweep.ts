import type { BillingSweepPayload } from "@kidsafe/contracts";
import { checkSimulatedTime } from "@kidsafe/jobs";
import { billingAt, nowOf } from "./context.ts";
import type { JobContext } from "./context.ts";

export const SWEEP_PAGE = 1_000;

export interface SweepResult {
  closed: number;
  accountsEnded: number;
  chargesEnqueued: number;
  closingMs: number;
  enqueuingMs: number;
}

/** Safe to run again at any point: every step starts from the rows, and charge job ids are the cycles'. */
export async function runBillingSweep(context: JobContext, payload: BillingSweepPayload): Promise<SweepResult> {
  // Checked again against the worker's clock: a job enqueued past the console's check is refused too.
  if (payload.asOf) checkSimulatedTime(new Date(payload.asOf), { production: context.production, now: context.clock() });
  const now = nowOf(context, payload.asOf);
  const billing = billingAt(context, payload.asOf ? now : undefined);
  const started = Date.now();
  const closed = await billing.closeEndedCycles(now);
  const closingMs = Date.now() - started;
  const { ended, failed } = await billing.endOverdueAccounts();
  if (failed.length > 0) context.log.warn({ failed }, "some overdue accounts could not be ended; the next sweep tries again");

  const enqueuing = Date.now();
  let chargesEnqueued = 0;
  let afterId: string | undefined;
  for (;;) {
    const cycleIds = await billing.cyclesToCharge(SWEEP_PAGE, now, afterId);
    if (cycleIds.length === 0) break;
    await context.queues.enqueueMany(
      "billing.charge",
      cycleIds.map((cycleId) => (payload.asOf ? { cycleId, asOf: payload.asOf } : { cycleId })),
    );
    chargesEnqueued += cycleIds.length;
    afterId = cycleIds.at(-1);
    if (cycleIds.length < SWEEP_PAGE) break;
  }
  const result = { closed, accountsEnded: ended.length, chargesEnqueued, closingMs, enqueuingMs: Date.now() - enqueuing };
  context.log.info({ ...result, asOf: payload.asOf }, "billing sweep done");
  return result;
}
