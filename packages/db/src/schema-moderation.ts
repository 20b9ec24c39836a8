import type { ColumnType, Generated } from "kysely";

/** No child's identity. */
export interface ModerationDailyCountsTable {
  day: ColumnType<string, string, string>;
  surface: string;
  category: string;
  blocked: Generated<number>;
}

/** Surface and age only, never the child. */
export interface ModerationReviewsTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  surface: string;
  age: number | null;
  reply_text: string;
  reason: string;
  reviewed_at: Date | null;
}
