import type { ColumnType, Generated } from "kysely";

export interface ParentsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  created_at: Generated<Date>;
  /** A password reset ends them all. */
  sessions_valid_after: Generated<Date>;
  time_zone: Generated<string>;
  /** Alerts stay on when it is off. */
  weekly_summary: Generated<boolean>;
  weekly_summary_week: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ParentTokenPurpose = "verify_email" | "reset_password" | "unsubscribe";

export interface ParentTokensTable {
  token_hash: string;
  parent_id: number;
  purpose: ParentTokenPurpose;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

export interface ParentLinksTable {
  parent_id: number;
  user_id: number;
  linked_at: Generated<Date>;
}

export interface LinkCodesTable {
  user_id: number;
  code_hash: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface ParentalConsentsTable {
  id: Generated<number>;
  parent_id: number;
  user_id: number;
  notice_version: string;
  method: "card_check";
  checkout_session_id: string;
  payment_intent_id: string | null;
  refunded_at: Date | null;
  ip: string;
  given_at: Generated<Date>;
  withdrawn_at: Date | null;
}

export type StoredFeature = "chat" | "search" | "voice" | "games" | "drawing";

export interface FeatureUsageTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  feature: StoredFeature;
  minutes: Generated<number>;
  uses: Generated<number>;
  last_minute: Date | null;
}

export interface SubjectUsageTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  subject: string;
  uses: Generated<number>;
}

/** An under-13's linked parents read them. */
export interface SearchHistoryTable {
  /** pg returns bigint as a string. */
  id: Generated<string>;
  user_id: number;
  query: string;
  created_at: Generated<Date>;
}

export interface ParentAlertsTable {
  event_id: string;
  parent_id: number;
  child_id: number;
  /** The daily cap of alert mails counts by this day. */
  day: ColumnType<string, string, string>;
  delivery: "mail" | "digest";
  created_at: Generated<Date>;
  digested_at: Date | null;
}
