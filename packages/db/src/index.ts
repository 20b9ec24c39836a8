export { createDb, pingDatabase } from "./client.ts";
export type { Db, DbOptions, Executor } from "./client.ts";
export * from "./repositories/parents.ts";
export * from "./repositories/parent-links.ts";
export * from "./repositories/consents.ts";
export { createFamilyInsightRepository } from "./repositories/family-insight.ts";
export type {
  DayRange,
  FamilyInsightRepository,
  FeatureUseRecord,
  ParentEventRecord,
  SearchRecord,
  SubjectUseRecord,
} from "./repositories/family-insight.ts";
export { migrateToLatest } from "./migrate.ts";
export type * from "./schema.ts";
export { isUniqueViolation } from "./errors.ts";
export { createUsersRepository } from "./repositories/users.ts";
export type { UsersRepository, UserRecord } from "./repositories/users.ts";
export { createChatConversationsRepository } from "./repositories/chat-conversations.ts";
export type {
  ChatConversationsRepository,
  ConversationRecord,
  HistoryRecord,
  MessageRecord,
  SessionLookup,
} from "./repositories/chat-conversations.ts";
export { createChatMessagesRepository } from "./repositories/chat-messages.ts";
export type { ChatMessagesRepository, StoreQuestion, VoiceTurnRecord } from "./repositories/chat-messages.ts";
export { createChatAttachmentsRepository } from "./repositories/chat-attachments.ts";
export type {
  AttachmentFile,
  AttachmentRecord,
  AttachmentVariant,
  ByteRange,
  ChatAttachmentsRepository,
  NewAttachment,
} from "./repositories/chat-attachments.ts";
export { createParentalSettingsRepository, parentalLimitsOf } from "./repositories/parental-settings.ts";
export type {
  FamilyRulesChange,
  ParentalLimits,
  ParentalSettingsChange,
  ParentalSettingsRecord,
  ParentalSettingsRepository,
  StoredQuietHoursWindow,
} from "./repositories/parental-settings.ts";
export {
  countFeatureUsage,
  createFeatureUsageRepository,
  normalisedSubject,
  SEARCH_QUERY_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from "./repositories/feature-usage.ts";
export type { FeatureUsageRepository, UsageTodayRecord } from "./repositories/feature-usage.ts";
export { createStudyModeExitsRepository } from "./repositories/study-mode-exits.ts";
export type { StudyModeExitRecord, StudyModeExitsRepository } from "./repositories/study-mode-exits.ts";
export { createDailyUsageRepository } from "./repositories/daily-usage.ts";
export type { DailyUsageRecord, DailyUsageRepository } from "./repositories/daily-usage.ts";
export { createAccountsRepository, DELETED_REPORT_DETAILS } from "./repositories/accounts.ts";
export type { AccountsRepository } from "./repositories/accounts.ts";
export { createAdvertisersRepository } from "./repositories/advertisers.ts";
export { createBlockedSitesRepository } from "./repositories/blocked-sites.ts";
export type { BlockedSitesRepository, NewSiteBlock, SiteBlock } from "./repositories/blocked-sites.ts";
export { InvalidSiteUrlError, siteKeyOf } from "./site-key.ts";
export type {
  AdvertiserChange,
  AdvertiserRecord,
  AdvertisersRepository,
  EligibleAdvertiser,
  NewAdvertiser,
  SearchableAdvertiser,
  SearchableAdvertisers,
} from "./repositories/advertisers.ts";
export { createAdEventsRepository, countedWindowOf, COUNT_WINDOW_MS } from "./repositories/ad-events.ts";
export type { AdEventInput, AdEventsRepository, BillableCounts, DailyCounts, ServedAdInput } from "./repositories/ad-events.ts";
export { createReportsRepository } from "./repositories/reports.ts";
export type { AdminReportRecord, NewReport, ReportRecord, ReportsRepository } from "./repositories/reports.ts";
export { seedDevelopmentData } from "./seeds/index.ts";
export { seedDemoAdvertisers, DEMO_ADVERTISERS } from "./seeds/demo-advertisers.ts";
export { createCatalogueRepository } from "./repositories/catalogue.ts";
export type { CatalogueHit, CatalogueQuery, CatalogueRepository, CatalogueSite, CatalogueSubject } from "./repositories/catalogue.ts";
export { seedCatalogue, CATALOGUE_SITES } from "./seeds/catalogue/index.ts";
export { createAdvertiserUsageRepository } from "./repositories/advertiser-usage.ts";
export type { AdvertiserUsageRecord, AdvertiserUsageRepository, Prices } from "./repositories/advertiser-usage.ts";
export { createBillingCyclesRepository } from "./repositories/billing-cycles.ts";
export type { BillingCycleRecord, BillingCyclesRepository, ClosedTotals } from "./repositories/billing-cycles.ts";
export { createCycleChargesRepository } from "./repositories/cycle-charges.ts";
export type { BeganCharge, BeginChargeOptions, CycleChargesRepository } from "./repositories/cycle-charges.ts";
export { createPaymentsRepository } from "./repositories/payments.ts";
export type { NewPayment, PaymentRecord, PaymentsRepository } from "./repositories/payments.ts";
export { createPaymentEventsRepository } from "./repositories/payment-events.ts";
export type { PaymentEventsRepository } from "./repositories/payment-events.ts";
export { createSafetyChecksRepository } from "./repositories/safety-checks.ts";
export { createRegistrationPassesRepository } from "./repositories/registration-passes.ts";
export type { CheckedRegistration, RegistrationPass, RegistrationPassesRepository } from "./repositories/registration-passes.ts";
export type { NewSafetyCheck, SafetyCheckRecord, SafetyChecksRepository } from "./repositories/safety-checks.ts";
export { createSiteWatchesRepository } from "./repositories/site-watches.ts";
export type { SiteWatch, SiteWatchesRepository } from "./repositories/site-watches.ts";
export { createOperatorsRepository } from "./repositories/operators.ts";
export type { OperatorRecord, OperatorsRepository } from "./repositories/operators.ts";
export { createAiProviderKeysRepository } from "./repositories/ai-provider-keys.ts";
export type { AiProviderKeysRepository, StoredProviderKey } from "./repositories/ai-provider-keys.ts";
export { createAuditLogRepository } from "./repositories/audit-log.ts";
export type { AuditEntry, AuditFilter, AuditLogRepository, NewAuditEntry } from "./repositories/audit-log.ts";
export { createOperatorAdvertisersRepository } from "./repositories/operator-advertisers.ts";
export type { OperatorAdvertiserFilter, OperatorAdvertiserRecord, OperatorAdvertisersRepository } from "./repositories/operator-advertisers.ts";
export { createOperatorBillingRepository } from "./repositories/operator-billing.ts";
export type { CyclesByState, FailedCharge, FlaggedPayment, OperatorBillingRepository, WeekTotals } from "./repositories/operator-billing.ts";
export { createModerationRepository } from "./repositories/moderation.ts";
export type { ModerationDayCount, ModerationRepository, ModerationReviewRecord, NewModerationReview } from "./repositories/moderation.ts";
export { createSafetyEventsRepository } from "./repositories/safety-events.ts";
export type {
  SafetyEventFilter,
  SafetyEventInput,
  SafetyEventRecord,
  SafetyEventStatusChange,
  SafetyEventTarget,
  SafetyEventsRepository,
} from "./repositories/safety-events.ts";
export { createChildDataRepository } from "./repositories/child-data.ts";
export type { ChildDataRepository } from "./repositories/child-data.ts";
export type { ChildConversationRecord, ConversationBounds } from "./repositories/child-conversations.ts";
export type { ChildExportRecord, ChildPhotoRecord } from "./repositories/child-export.ts";
export { createRetentionRepository } from "./repositories/retention.ts";
export type { RetentionBounds, RetentionRepository, RetentionResult } from "./repositories/retention.ts";
export { createParentAlertsRepository } from "./repositories/parent-alerts.ts";
export type { AlertDecision, AlertDigest, AlertedEvent, DecidedAlert, ParentAlertsRepository } from "./repositories/parent-alerts.ts";
export { createWeeklySummariesRepository } from "./repositories/weekly-summaries.ts";
export type { ChildWeek, DueWeeklySummary, WeeklySummariesRepository, WeeklySummaryParent } from "./repositories/weekly-summaries.ts";
