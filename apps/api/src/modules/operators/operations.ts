import { JOB_QUEUES, OPERATOR_LIST_PAGE_SIZE } from "@kidsafe/contracts";
import type { AdminAudit, AdminAuditQuery, AdminBilling, AdminQueues } from "@kidsafe/contracts";
import type { AdvertisersRepository, AuditLogRepository, BillingCyclesRepository, OperatorBillingRepository } from "@kidsafe/db";
import { conflict, notFound } from "@kidsafe/server-kit";
import type { OperatorIdentity } from "../../http/access.ts";
import type { Audit } from "./audit.ts";
import type { OperatorJobs } from "./jobs.ts";

/** How many rows of each billing list operators see. */
const SHOWN = { failedCharges: 100, flaggedPayments: 100, weeks: 12 } as const;

export interface OperationsDependencies {
  billingViews: OperatorBillingRepository;
  cycles: BillingCyclesRepository;
  advertisers: AdvertisersRepository;
  auditLog: AuditLogRepository;
  jobs: OperatorJobs;
  audit: Audit;
  production: boolean;
}

/** Billing as operators see and steer it, and the audit log's list. */
export function createOperations({ billingViews, cycles, advertisers, auditLog, jobs, audit, production }: OperationsDependencies) {
  return {
    async billing(): Promise<AdminBilling> {
      const [byState, failed, flagged, weeks] = await Promise.all([
        billingViews.cyclesByState(),
        billingViews.failedCharges(SHOWN.failedCharges),
        billingViews.flaggedPayments(SHOWN.flaggedPayments),
        billingViews.totalsPerWeek(SHOWN.weeks),
      ]);
      return {
        byState,
        failedCharges: failed.map((charge) => ({
          ...charge,
          cycleEnd: charge.cycleEnd.toISOString(),
          nextAttemptAt: charge.nextAttemptAt?.toISOString() ?? null,
        })),
        flaggedPayments: flagged.map((payment) => ({
          ...payment,
          flaggedAt: payment.flaggedAt.toISOString(),
          refundedAt: payment.refundedAt?.toISOString() ?? null,
        })),
        weeks,
        simulatedTimeAllowed: !production,
      };
    },

    async runNow(operator: OperatorIdentity, asOf: string | undefined): Promise<{ jobId: string }> {
      const started = await jobs.runBillingNow(asOf === undefined ? undefined : new Date(asOf));
      await audit.record(operator, { action: "billing.run-now", after: { ...started, asOf: asOf ?? null } });
      return started;
    },

    async waive(operator: OperatorIdentity, cycleId: string): Promise<void> {
      const cycle = await billingViews.findCycle(cycleId);
      if (!cycle) throw notFound("There is no such billing cycle.");
      if (!(await cycles.waive(cycleId))) throw conflict(`Only a due or failed cycle can be waived; this one is ${cycle.state}.`);
      // A waived failed bill no longer holds the app back: overdue ends when no other bill is failed.
      await advertisers.clearOverdue(cycle.advertiserId);
      await audit.record(operator, {
        action: "billing.waive-cycle",
        target: { type: "billing-cycle", id: cycleId },
        before: { state: cycle.state, amountCents: cycle.amountCents, advertiserId: cycle.advertiserId },
        after: { state: "waived" },
      });
    },

    async auditLog(query: AdminAuditQuery): Promise<AdminAudit> {
      const limit = query.limit ?? OPERATOR_LIST_PAGE_SIZE;
      // One row more than the page says whether an older page follows.
      const rows = await auditLog.list({
        action: query.action || undefined,
        operator: query.operator || undefined,
        beforeId: query.before,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const entries = page.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        operator: row.operatorUsername,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
      }));
      return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
    },

    /** Each queue's jobs counted by state, in the order of JOB_QUEUES. */
    async queues(): Promise<AdminQueues> {
      const queues = await Promise.all(
        JOB_QUEUES.map(async (name) => {
          const queue = jobs.queues.queue(name);
          const [counts, paused] = await Promise.all([
            queue.getJobCounts("waiting", "active", "delayed", "failed", "completed"),
            queue.isPaused(),
          ]);
          return {
            name,
            paused,
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
            completed: counts.completed ?? 0,
          };
        }),
      );
      return { queues };
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
