import type { Insertable, Selectable, Updateable } from "kysely";
import type { AdvertiserUsageTable, AdvertisersTable, BillingCyclesTable, PaymentsTable, SafetyChecksTable } from "./schema-advertising.ts";
import type { CatalogueSitesTable } from "./schema-catalogue.ts";
import type { OperatorsTable } from "./schema-operators.ts";

// Rows as kysely reads and writes them; the repositories map them to camelCase records.
export type AdvertiserRow = Selectable<AdvertisersTable>;
export type NewAdvertiserRow = Insertable<AdvertisersTable>;
export type AdvertiserUpdate = Updateable<AdvertisersTable>;
export type AdvertiserUsageRow = Selectable<AdvertiserUsageTable>;
export type BillingCycleRow = Selectable<BillingCyclesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type SafetyCheckRow = Selectable<SafetyChecksTable>;
export type OperatorRow = Selectable<OperatorsTable>;
export type NewCatalogueSiteRow = Insertable<CatalogueSitesTable>;
