import type { Db } from "../client.ts";
import type { SafetyCheckRow, SafetyCheckTrigger } from "../schema-advertising.ts";

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

export function createSafetyChecksRepository(db: Db) {
  return {
    async insert(check: NewSafetyCheck): Promise<SafetyCheckRow> {
      return db
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
    },

    findById(id: string): Promise<SafetyCheckRow | undefined> {
      return db.selectFrom("safety_checks").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Registration must match one. */
    latestPassedRegistration(url: string, since: Date): Promise<SafetyCheckRow | undefined> {
      return db
        .selectFrom("safety_checks")
        .selectAll()
        .where("url", "=", url)
        .where("trigger", "=", "registration")
        .where("is_safe", "=", true)
        .where("checked_at", ">=", since)
        .orderBy("checked_at", "desc")
        .limit(1)
        .executeTakeFirst();
    },

    listForAdvertiser(advertiserId: number, limit: number): Promise<SafetyCheckRow[]> {
      return db
        .selectFrom("safety_checks")
        .selectAll()
        .where("advertiser_id", "=", advertiserId)
        .orderBy("checked_at", "desc")
        .limit(limit)
        .execute();
    },
  };
}

export type SafetyChecksRepository = ReturnType<typeof createSafetyChecksRepository>;
