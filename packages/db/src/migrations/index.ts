import type { Migration } from "kysely";
import * as users from "./2026_11_21_0001_users.ts";
import * as chat from "./2026_11_21_0002_chat.ts";
import * as parental from "./2026_11_21_0003_parental.ts";
import * as catalogue from "./2026_11_21_0004_catalogue.ts";
import * as advertising from "./2026_11_21_0005_advertising.ts";
import * as sponsoredIndex from "./2026_11_22_0006_sponsored_index.ts";
import * as advertiserPortal from "./2026_11_25_0007_advertiser_portal.ts";
import * as billingCyclesByPayment from "./2026_11_25_0010_billing_cycles_by_payment.ts";
import * as operators from "./2026_11_26_0011_operators.ts";
import * as parentPasswordReset from "./2026_11_26_0012_parent_password_reset.ts";
import * as moderation from "./2026_11_26_0013_moderation.ts";
import * as attachmentFiles from "./2026_11_27_0014_attachment_files.ts";
import * as unpaidCyclesByKey from "./2026_11_27_0015_unpaid_cycles_by_key.ts";
import * as safetyEvents from "./2026_11_29_0016_safety_events.ts";
import * as families from "./2026_11_29_0017_families.ts";
import * as siteKeys from "./2026_11_29_0018_site_keys.ts";
import * as settlementReservations from "./2026_11_29_0019_settlement_reservations.ts";
import * as registrationVerdicts from "./2026_11_29_0020_registration_verdicts.ts";
import * as siteWatch from "./2026_11_29_0021_site_watch.ts";
import * as familyInsight from "./2026_11_29_0022_family_insight.ts";
import * as operatorSessions from "./2026_11_29_0023_operator_sessions.ts";
import * as neutralPhotoNames from "./2026_11_29_0024_neutral_photo_names.ts";
import * as messageKinds from "./2026_11_29_0025_message_kinds.ts";

/**
 * Every migration, by name, in the order they run. Listed statically (not read from the folder) so the
 * bundled servers carry them.
 */
export const migrations: Record<string, Migration> = {
  "2026_11_21_0001_users": users,
  "2026_11_21_0002_chat": chat,
  "2026_11_21_0003_parental": parental,
  "2026_11_21_0004_catalogue": catalogue,
  "2026_11_21_0005_advertising": advertising,
  "2026_11_22_0006_sponsored_index": sponsoredIndex,
  "2026_11_25_0007_advertiser_portal": advertiserPortal,
  "2026_11_25_0010_billing_cycles_by_payment": billingCyclesByPayment,
  "2026_11_26_0011_operators": operators,
  "2026_11_26_0012_parent_password_reset": parentPasswordReset,
  "2026_11_26_0013_moderation": moderation,
  "2026_11_27_0014_attachment_files": attachmentFiles,
  "2026_11_27_0015_unpaid_cycles_by_key": unpaidCyclesByKey,
  "2026_11_29_0016_safety_events": safetyEvents,
  "2026_11_29_0017_families": families,
  "2026_11_29_0018_site_keys": siteKeys,
  "2026_11_29_0019_settlement_reservations": settlementReservations,
  "2026_11_29_0020_registration_verdicts": registrationVerdicts,
  "2026_11_29_0021_site_watch": siteWatch,
  "2026_11_29_0022_family_insight": familyInsight,
  "2026_11_29_0023_operator_sessions": operatorSessions,
  "2026_11_29_0024_neutral_photo_names": neutralPhotoNames,
  "2026_11_29_0025_message_kinds": messageKinds,
};
