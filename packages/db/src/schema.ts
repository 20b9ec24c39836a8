import type { ColumnType, Generated } from "kysely";
import type {
  AdEventsTable,
  AdvertiserUsageTable,
  AdvertisersTable,
  BillingCyclesTable,
  BlockedSitesTable,
  PaymentEventsTable,
  PaymentsTable,
  RegistrationPassesTable,
  ReportsTable,
  SafetyChecksTable,
  ServedAdsTable,
  SiteWatchesTable,
} from "./schema-advertising.ts";
import type { CatalogueSitesTable } from "./schema-catalogue.ts";
import type { AttachmentsTable, ConversationsTable, MessagesTable } from "./schema-chat.ts";
import type { AiProviderKeysTable, AuditLogTable, OperatorsTable } from "./schema-operators.ts";
import type { ModerationDailyCountsTable, ModerationReviewsTable } from "./schema-moderation.ts";
import type { SafetyEventsTable } from "./schema-safety-events.ts";
import type {
  FeatureUsageTable,
  LinkCodesTable,
  ParentAlertsTable,
  ParentalConsentsTable,
  ParentLinksTable,
  ParentsTable,
  ParentTokensTable,
  SearchHistoryTable,
  SubjectUsageTable,
} from "./schema-families.ts";

/** Migrations are the source of truth for the DDL. */
export interface Database {
  users: UsersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  attachments: AttachmentsTable;
  parental_settings: ParentalSettingsTable;
  study_mode_exits: StudyModeExitsTable;
  daily_usage: DailyUsageTable;
  advertisers: AdvertisersTable;
  served_ads: ServedAdsTable;
  ad_events: AdEventsTable;
  reports: ReportsTable;
  catalogue_sites: CatalogueSitesTable;
  search_index_versions: SearchIndexVersionsTable;
  advertiser_usage: AdvertiserUsageTable;
  billing_cycles: BillingCyclesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  safety_checks: SafetyChecksTable;
  registration_passes: RegistrationPassesTable;
  blocked_sites: BlockedSitesTable;
  site_watches: SiteWatchesTable;
  operators: OperatorsTable;
  ai_provider_keys: AiProviderKeysTable;
  audit_log: AuditLogTable;
  moderation_daily_counts: ModerationDailyCountsTable;
  moderation_reviews: ModerationReviewsTable;
  safety_events: SafetyEventsTable;
  parents: ParentsTable;
  parent_tokens: ParentTokensTable;
  parent_links: ParentLinksTable;
  link_codes: LinkCodesTable;
  parental_consents: ParentalConsentsTable;
  feature_usage: FeatureUsageTable;
  subject_usage: SubjectUsageTable;
  search_history: SearchHistoryTable;
  parent_alerts: ParentAlertsTable;
}

export interface UsersTable {
  id: Generated<number>;
  /** Uniqueness is case-insensitive (index on lower(username)). */
  username: string;
  password_hash: string;
  created_at: ColumnType<Date, never, never>;
  /** Treated as under 13 meanwhile. */
  birth_year: number | null;
}

/** A process's in-memory index is out of date when it moved. */
export interface SearchIndexVersionsTable {
  table_name: string;
  /** node-postgres reads bigint as a string. */
  version: ColumnType<string, never, never>;
}

/** No row means every default. */
export interface ParentalSettingsTable {
  user_id: number;
  parent_password_hash: string | null;
  study_mode_enabled: Generated<boolean>;
  beep_enabled: Generated<boolean>;
  daily_message_limit: number | null;
  daily_time_limit_minutes: number | null;
  /** Daily limits reset at midnight here. */
  time_zone: Generated<string>;
  parent_password_reset_requested_at: Date | null;
  feature_limits: ColumnType<Record<string, number | null>, string | undefined, string>;
  quiet_hours: ColumnType<Array<{ days: number[]; start: string; end: string }>, string | undefined, string>;
  updated_at: Generated<Date>;
}

export type StudyModeExitKind = "fullscreen_exit" | "auto_switch_off";

export interface StudyModeExitsTable {
  id: Generated<number>;
  user_id: number;
  kind: Generated<StudyModeExitKind>;
  exited_at: Generated<Date>;
}

export interface DailyUsageTable {
  user_id: number;
  day: ColumnType<string, string, string>;
  messages: Generated<number>;
  active_minutes: Generated<number>;
  last_active_minute: Date | null;
}

export type * from "./schema-advertising.ts";
export type * from "./schema-catalogue.ts";
export type * from "./schema-families.ts";
export type * from "./schema-chat.ts";
export type * from "./schema-operators.ts";
export type * from "./schema-moderation.ts";
export type * from "./schema-safety-events.ts";
