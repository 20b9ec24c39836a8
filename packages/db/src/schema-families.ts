import type { ColumnType, Generated } from "kysely";

/** A parent account (migration 0017): email in lower case, argon2id hash, verified once its mailed link is opened. */
export interface ParentsTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  created_at: Generated<Date>;
  /** Sessions started before this are over (a password reset ends them all). */
  sessions_valid_after: Generated<Date>;
  /** IANA time zone: the weekly summary goes on Sunday at 18:00 here. */
  time_zone: Generated<string>;
  /** The parent wants the weekly summary (its mail's link turns it off; alerts stay on). */
  weekly_summary: Generated<boolean>;
  /** The Monday of the last week whose summary was queued for this parent. */
  weekly_summary_week: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ParentTokenPurpose = "verify_email" | "reset_password" | "unsubscribe";

/** A mailed single-use token, by its sha256. */
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

/** A child's one live link code, by its sha256. */
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

/** The features a parent sees time for and may limit (migration 0022). */
export type StoredFeature = "chat" | "search" | "voice" | "games" | "drawing";

/** Use of one feature on one local calendar day: whole active minutes, and uses (messages, searches). */
export interface FeatureUsageTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  feature: StoredFeature;
  minutes: Generated<number>;
  uses: Generated<number>;
  last_minute: Date | null;
}

/** How often a subject came up on one local day (a chat's subject, a search's). */
export interface SubjectUsageTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  subject: string;
  uses: Generated<number>;
}

/** A child's searches, masked as the pipeline masks words; an under-13's linked parents read them. */
export interface SearchHistoryTable {
  /** bigint: pg returns it as a string. */
  id: Generated<string>;
  user_id: number;
  query: string;
  created_at: Generated<Date>;
}

/** One crisis event's alert to one linked parent: mailed on its own, or gathered into the day's digest. */
export interface ParentAlertsTable {
  event_id: string;
  parent_id: number;
  child_id: number;
  /** The child's local day the event counts toward (the daily cap of alert mails). */
  day: ColumnType<string, string, string>;
  delivery: "mail" | "digest";
  created_at: Generated<Date>;
  /** When the digest that carried it was queued; null for a mailed alert, or a digest still to go. */
  digested_at: Date | null;
}
