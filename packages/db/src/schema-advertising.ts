import type { ColumnType, Generated } from "kysely";

export type AdvertiserStatus = "pending_payment" | "active" | "cancelled";
export type SafetyStatus = "pending" | "safe" | "unsafe";

export interface AdvertisersTable {
  id: Generated<number>;
  /** Unique regardless of letter case. */
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
  /** Setting it starts the first billing cycle (a trigger). */
  upfront_paid_at: Date | null;
  /** An overdue app is not shown. */
  overdue_since: Date | null;
  /** The account's own record of the block its end caused; registration asks blocked_sites. */
  blacklisted_at: Date | null;
  /** Null with blacklisted_at set: no end. */
  blacklisted_until: Date | null;
  blacklist_reason: string | null;
  is_demo: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  cancelled_at: Date | null;
  stripe_customer_id: string | null;
  /** Charged off-session each week. */
  stripe_payment_method_id: string | null;
  paused_at: Date | null;
  pause_reason: string | null;
  /** Null shows app_description. */
  child_description: string | null;
}

export type SiteBlockReason = "unpaid_fees" | "operator";

export interface BlockedSitesTable {
  id: Generated<string>;
  site_key: string;
  reason: SiteBlockReason;
  note: string;
  advertiser_id: number | null;
  created_at: Date;
  /** Null: no end. */
  expires_at: Date | null;
}

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

export type AdEventKind = "view" | "click" | "recommendation";
/** A recommendation is made in every placement but the search results. */
export type RecommendationKind = Exclude<AdPlacement, "search_result">;

export interface AdEventsTable {
  /** pg returns bigint as a string. */
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
  /** pg reads it back as a Date at local midnight. */
  billing_week: ColumnType<Date, string, string>;
  inserted_at: Generated<Date>;
}

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

/** Migration 0007 says how the counts are kept. */
export interface AdvertiserUsageTable {
  advertiser_id: number;
  cycle_start: Date;
  cycle_end: Date;
  views: Generated<number>;
  clicks: Generated<number>;
  recommendations: Generated<number>;
  /** The next cycle starts with these. */
  next_views: Generated<number>;
  next_clicks: Generated<number>;
  next_recommendations: Generated<number>;
  updated_at: Generated<Date>;
}

export type BillingCycleState = "due" | "charging" | "paid" | "failed" | "waived";

export interface BillingCyclesTable {
  /** pg returns bigint as a string. */
  id: Generated<string>;
  advertiser_id: number;
  cycle_start: Date;
  cycle_end: Date;
  state: Generated<BillingCycleState>;
  views: number;
  clicks: number;
  recommendations: number;
  amount_cents: number;
  charge_attempts: Generated<number>;
  payment_id: string | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  paid_at: Date | null;
  /** The retries leave a held cycle alone. */
  reserved_by: string | null;
  reserved_until: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PaymentPurpose = "upfront" | "cycle" | "settlement";
export type PaymentStatus = "pending" | "succeeded" | "failed" | "needs_customer";

export interface PaymentsTable {
  id: Generated<string>;
  advertiser_id: number;
  purpose: PaymentPurpose;
  cycle_ids: ColumnType<string[], string[] | undefined, string[]>;
  amount_cents: number;
  status: Generated<PaymentStatus>;
  idempotency_key: string;
  stripe_checkout_session_id: string | null;
  stripe_payment_intent_id: string | null;
  failure_reason: string | null;
  created_at: Generated<Date>;
  completed_at: Date | null;
  /** It settled nothing and was refunded, or only part of it. */
  flagged_at: Date | null;
  flag_reason: string | null;
  refunded_at: Date | null;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: Generated<Date>;
}

export type SafetyCheckTrigger = "registration" | "weekly" | "operator" | "watch" | "report";

export interface SafetyChecksTable {
  id: Generated<string>;
  url: string;
  advertiser_id: number | null;
  trigger: SafetyCheckTrigger;
  is_safe: boolean;
  reason: string;
  details: string;
  ai_description: string;
  failed_categories: ColumnType<string[], string[] | undefined, string[]>;
  pages: ColumnType<Array<{ url: string; title: string }>, string | undefined, string>;
  checked_at: Date;
}

/** Single-use, bound to what it judged and to who asked. */
export interface RegistrationPassesTable {
  id: Generated<string>;
  token_hash: string;
  safety_check_id: string;
  site_key: string;
  url: string;
  app_name: string;
  app_description: string;
  min_age: number;
  max_age: number;
  requester: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  advertiser_id: number | null;
  revoked_at: Date | null;
}

export interface SiteWatchesTable {
  advertiser_id: number;
  judged_hash: string | null;
  judged_at: Date | null;
  seen_hash: string | null;
  seen_at: Date | null;
  read_failures: Generated<number>;
}
