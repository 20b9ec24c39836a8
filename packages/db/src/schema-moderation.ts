import type { ColumnType, Generated } from "kysely";

/** Refused answers per UTC day, surface and category (no child's identity). */
export interface ModerationDailyCountsTable {
  /** 'YYYY-MM-DD' (UTC). */
  day: ColumnType<string, string, string>;
  surface: string;
  category: string;
  blocked: Generated<number>;
}

/** Answers held back because no verdict came, for a person to review (surface and age only, never the child). */
export interface ModerationReviewsTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  surface: string;
  age: number | null;
  reply_text: string;
  reason: string;
  reviewed_at: Date | null;
}
