import type { AuditLogRepository } from "@kidsafe/db";
import type { OperatorIdentity } from "../../http/access.ts";

/** One append per action, never changed. */
export const AUDIT_ACTIONS = [
  "operator.sign-in",
  "operator.sign-in-failed",
  "operator.sign-out",
  "operator.totp-enrol",
  "operator.password-change",
  "ai-key.set",
  "report.update",
  "advertiser.pause",
  "advertiser.auto-pause",
  "advertiser.resume",
  "advertiser.safety-check",
  "advertiser.end",
  "billing.waive-cycle",
  "billing.run-now",
  "queues.change",
  "safety-event.review",
  "safety-event.resolve",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  action: AuditAction;
  target?: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
}

export const SYSTEM_ACTOR = { operatorId: null, username: "system" } as const;

export function createAudit(log: AuditLogRepository) {
  return {
    record(actor: OperatorIdentity | { operatorId: null; username: string }, entry: AuditRecord): Promise<void> {
      return log.append({
        operatorId: actor.operatorId,
        operatorUsername: actor.username,
        action: entry.action,
        targetType: entry.target?.type,
        targetId: entry.target?.id,
        before: entry.before,
        after: entry.after,
      });
    },
  };
}

export type Audit = ReturnType<typeof createAudit>;
