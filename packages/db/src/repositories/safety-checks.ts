import type { Db, Executor } from "../client.ts";
import type { SafetyCheckRow } from "../rows.ts";
import type { SafetyCheckTrigger } from "../schema-advertising.ts";

export interface NewSafetyCheck {
  url: string;
  advertiserId: number | null;
  trigger: SafetyCheckTrigger;
  isSafe: boolean;
  reason: string;
  details: string;
  aiDescription: string;
  failedCategories: readonly string[];
  pages: ReadonlyArray<{ url: string; title: string }>;
  checkedAt: Date;
}

export interface SafetyCheckRecord extends NewSafetyCheck {
  id: string;
}

export function createSafetyChecksRepository(db: Db) {
  return {
    async insert(check: NewSafetyCheck, executor: Executor = db): Promise<SafetyCheckRecord> {
      const row = await executor
        .insertInto("safety_checks")
        .values({
          url: check.url,
          advertiser_id: check.advertiserId,
          trigger: check.trigger,
          is_safe: check.isSafe,
          reason: check.reason,
          details: check.details,
          ai_description: check.aiDescription,
          failed_categories: [...check.failedCategories],
          pages: JSON.stringify(check.pages),
          checked_at: check.checkedAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSafetyCheck(row);
    },

    async findById(id: string, executor: Executor = db): Promise<SafetyCheckRecord | undefined> {
      const row = await executor.selectFrom("safety_checks").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toSafetyCheck(row);
    },

    /** Registration must match one. */
    async latestPassedRegistration(url: string, since: Date, executor: Executor = db): Promise<SafetyCheckRecord | undefined> {
      const row = await executor
        .selectFrom("safety_checks")
        .selectAll()
        .where("url", "=", url)
        .where("trigger", "=", "registration")
        .where("is_safe", "=", true)
        .where("checked_at", ">=", since)
        .orderBy("checked_at", "desc")
        .limit(1)
        .executeTakeFirst();
      return row && toSafetyCheck(row);
    },

    async listForAdvertiser(advertiserId: number, limit: number, executor: Executor = db): Promise<SafetyCheckRecord[]> {
      const rows = await executor
        .selectFrom("safety_checks")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .orderBy("checked_at", "desc")
        .limit(limit)
        .execute();
      return rows.map(toSafetyCheck);
    },
  };
}

export type SafetyChecksRepository = ReturnType<typeof createSafetyChecksRepository>;

function toSafetyCheck(row: SafetyCheckRow): SafetyCheckRecord {
  return {
    id: row.id,
    url: row.url,
    advertiserId: row.advertiser_id,
    trigger: row.trigger,
    isSafe: row.is_safe,
    reason: row.reason,
    details: row.details,
    aiDescription: row.ai_description,
    failedCategories: row.failed_categories,
    pages: row.pages,
    checkedAt: row.checked_at,
  };
}
