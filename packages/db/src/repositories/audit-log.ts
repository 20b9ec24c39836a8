import type { Db, Executor } from "../client.ts";

export interface NewAuditEntry {
  operatorId: number | null;
  operatorUsername: string;
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry {
  id: string;
  at: Date;
  operatorUsername: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  action?: string;
  operator?: string;
  targetType?: string;
  targetId?: string;
  beforeId?: string;
  limit: number;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** The table's trigger refuses UPDATE and DELETE. */
export function createAuditLogRepository(db: Db) {
  return {
    async append(entry: NewAuditEntry, executor: Executor = db): Promise<void> {
      await executor
        .insertInto("audit_log")
        .values({
          operator_id: entry.operatorId,
          operator_username: entry.operatorUsername,
          action: entry.action,
          target_type: entry.targetType ?? null,
          target_id: entry.targetId === undefined ? null : String(entry.targetId),
          before: json(entry.before),
          after: json(entry.after),
        })
        .execute();
    },

    async list(filter: AuditFilter, executor: Executor = db): Promise<AuditEntry[]> {
      const rows = await executor
        .selectFrom("audit_log")
        .selectAll()
        .$if(filter.action !== undefined, (query) => query.where("action", "=", filter.action!))
        .$if(filter.operator !== undefined, (query) => query.where("operator_username", "=", filter.operator!))
        .$if(filter.targetType !== undefined, (query) => query.where("target_type", "=", filter.targetType!))
        .$if(filter.targetId !== undefined, (query) => query.where("target_id", "=", filter.targetId!))
        .$if(filter.beforeId !== undefined, (query) => query.where("id", "<", filter.beforeId!))
        .orderBy("id", "desc")
        .limit(filter.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        at: row.at,
        operatorUsername: row.operator_username,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: row.before,
        after: row.after,
      }));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
