import type { Db, Executor } from "../client.ts";
import { camelCaseMapper } from "../camel-case.ts";
import type { SafetyCheckRow } from "../rows.ts";
import type { SafetyCheckTrigger } from "../schema-advertising.ts";
import { newestOfAdvertiser } from "./newest-of-advertiser.ts";

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

/** Its lists are the arrays read, the caller's to keep. */
export interface SafetyCheckRecord extends NewSafetyCheck {
  id: string;
  failedCategories: string[];
  pages: Array<{ url: string; title: string }>;
}

const toSafetyCheck = camelCaseMapper<SafetyCheckRow, SafetyCheckRecord>();

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
      return (await newestOfAdvertiser(executor, "safety_checks", "checked_at", advertiserId, limit)).map(toSafetyCheck);
    },
  };
}

export type SafetyChecksRepository = ReturnType<typeof createSafetyChecksRepository>;
