import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** Tables of migration 0005: advertisers, served ads, counted ad events, reports. */

export type AdvertiserStatus = "pending_payment" | "active" | "cancelled";
export type SafetyStatus = "pending" | "safe" | "unsafe";

export interface AdvertisersTable {
  id: Generated<number>;
  /** Also the advertiser's login name; unique regardless of letter case. */
  app_name: string;
  app_url: string;
  app_description: string;
  ai_generated_description: string | null;
  email: string;
  password_hash: string;
  min_age: Generated<number>;
  max_age: Generated<number>;
  status: Generated<AdvertiserStatus>;
  safety_status: Generated<SafetyStatus>;
  safety_reason: string | null;
  safety_details: string | null;
  safety_checked_at: Date | null;
  upfront_fee_cents: Generated<number>;
  /** upfrontPaid = not null. */
  upfront_paid_at: Date | null;
  billing_cycle_started_at: Date | null;
  /** isOverdue = not null; an overdue app is not shown. */
  overdue_since: Date | null;
  blacklisted_at: Date | null;
  /** Null with blacklisted_at set: no end. */
  blacklisted_until: Date | null;
  blacklist_reason: string | null;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  cancelled_at: Date | null;
}

export type AdvertiserRow = Selectable<AdvertisersTable>;
export type NewAdvertiserRow = Insertable<AdvertisersTable>;
export type AdvertiserUpdate = Updateable<AdvertisersTable>;

/** Where an ad was offered: a sponsored search result, or a recommendation of one of the seed's types. */
export type AdPlacement = "search_result" | "voice_live" | "search" | "followup";

export interface ServedAdsTable {
  id: Generated<string>;
  advertiser_id: number;
  user_id: number;
  session_id: string;
  placement: AdPlacement;
  query: string;
  served_at: Date;
}

export type ServedAdRow = Selectable<ServedAdsTable>;

export type AdEventKind = "view" | "click" | "recommendation";
export type RecommendationKind = "voice_live" | "search" | "followup";

export interface AdEventsTable {
  /** bigint: pg returns it as a string. */
  id: Generated<string>;
  event_key: string;
  advertiser_id: number;
  /** Null once the student deleted the account (session_id and query are then blank). */
  user_id: number | null;
  session_id: string;
  kind: AdEventKind;
  recommendation_type: RecommendationKind | null;
  query: Generated<string>;
  occurred_at: Date;
  counted_window: Date;
  /** A date ('YYYY-MM-DD' when written); pg reads it back as a Date at local midnight. */
  billing_week: ColumnType<Date, string, string>;
  inserted_at: Generated<Date>;
}

export type AdEventRow = Selectable<AdEventsTable>;

export type ReportReasonValue = "inappropriate" | "broken" | "misleading" | "unsafe" | "other";
export type StoredReportStatus = "pending" | "reviewed" | "resolved";

export interface ReportsTable {
  id: Generated<number>;
  advertiser_id: number;
  reporter_id: number | null;
  reason: ReportReasonValue;
  details: string;
  status: Generated<StoredReportStatus>;
  admin_notes: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type ReportRow = Selectable<ReportsTable>;
