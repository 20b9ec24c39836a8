/** The operator console's billing overview, "run billing now", waiving a cycle, and the audit log. */
import { z } from "zod";
import { Cents, Count, EmptyBody, IsoDateTime, OkResponse } from "./common.ts";
import { JobStarted, pageLimitParam } from "./admin-moderation.ts";
import { SimulatedAsOf } from "./jobs.ts";
import { defineCall } from "./http.ts";

const CycleState = z.enum(["due", "charging", "paid", "failed", "waived"]);

export const AdminBilling = z.object({
  byState: z.array(z.object({ state: CycleState, cycles: Count, amountCents: Cents })),
  failedCharges: z.array(
    z.object({
      cycleId: z.string(),
      advertiserId: z.number().int(),
      appName: z.string(),
      cycleEnd: IsoDateTime,
      amountCents: Cents,
      attempts: Count,
      /** The payment processor's reason. */
      reason: z.string(),
      nextAttemptAt: IsoDateTime.nullable(),
    }),
  ),
  /** Payments that need an operator's eye: a settlement paid after its cycles were settled otherwise (refunded). */
  flaggedPayments: z.array(
    z.object({
      paymentId: z.string(),
      advertiserId: z.number().int(),
      appName: z.string(),
      amountCents: Cents,
      reason: z.string(),
      flaggedAt: IsoDateTime,
      /** Null: not refunded (yet, or to refund by hand). */
      refundedAt: IsoDateTime.nullable(),
      paymentIntentId: z.string().nullable(),
    }),
  ),
  weeks: z.array(z.object({ week: z.string(), cycles: Count, billedCents: Cents, paidCents: Cents })),
  /** Whether "Run billing now" accepts an `asOf` (never in production). */
  simulatedTimeAllowed: z.boolean(),
});
export type AdminBilling = z.infer<typeof AdminBilling>;

export const RunBillingRequest = z.strictObject({ asOf: SimulatedAsOf });
export type RunBillingRequest = z.infer<typeof RunBillingRequest>;

export const CycleIdParams = z.object({ id: z.string().regex(/^\d{1,19}$/, "Cycle id must be digits") });

export const AdminAuditQuery = z.strictObject({
  action: z.string().trim().max(64).optional(),
  operator: z.string().trim().max(64).optional(),
  /** The next page: entries older than this id. */
  before: z
    .string()
    .regex(/^\d{1,19}$/, "before must be digits")
    .optional(),
  limit: pageLimitParam(),
});
export type AdminAuditQuery = z.infer<typeof AdminAuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: IsoDateTime,
  operator: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AdminAudit = z.object({
  entries: z.array(AuditEntry),
  /** `before` for the next (older) page; null when this page is the last. */
  nextBefore: z.string().nullable(),
});
export type AdminAudit = z.infer<typeof AdminAudit>;

/** A background job queue as the console lists it: paused or not, and its jobs counted by state. */
export const AdminQueue = z.object({
  name: z.string(),
  paused: z.boolean(),
  waiting: Count,
  active: Count,
  delayed: Count,
  failed: Count,
  completed: Count,
});
export type AdminQueue = z.infer<typeof AdminQueue>;

export const AdminQueues = z.object({ queues: z.array(AdminQueue) });
export type AdminQueues = z.infer<typeof AdminQueues>;

export const adminOperationsCalls = {
  adminBilling: defineCall({
    method: "GET",
    path: "/api/admin/billing",
    response: AdminBilling,
  }),
  adminRunBilling: defineCall({
    method: "POST",
    path: "/api/admin/billing/run",
    body: RunBillingRequest,
    response: JobStarted,
    errors: { 400: "asOf in production" },
  }),
  adminWaiveCycle: defineCall({
    method: "POST",
    path: "/api/admin/billing/cycles/:id/waive",
    params: CycleIdParams,
    body: EmptyBody,
    response: OkResponse,
    errors: { 404: "No such cycle", 409: "Not due or failed" },
  }),
  adminAudit: defineCall({
    method: "GET",
    path: "/api/admin/audit",
    query: AdminAuditQuery,
    response: AdminAudit,
  }),
  /** Beside the job board's own path (/api/admin/queues), which the board serves whole. */
  adminQueues: defineCall({
    method: "GET",
    path: "/api/admin/queue-counts",
    response: AdminQueues,
  }),
} as const;
