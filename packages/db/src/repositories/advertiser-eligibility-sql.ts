import { sql } from "kysely";
import type { RawBuilder } from "kysely";

/** Over the advertisers table's own columns, for any statement that reads that table alone. */
export function eligibleAt(now: Date): RawBuilder<boolean> {
  return sql<boolean>`(status = 'active' and safety_status = 'safe' and upfront_paid_at is not null
    and overdue_since is null and paused_at is null and (blacklisted_at is null or blacklisted_until <= ${now}))`;
}

/** Paid for, neither ended nor paused: the apps the safety re-checks and the site watch look after. */
export function isLive(): RawBuilder<boolean> {
  return sql<boolean>`(status = 'active' and upfront_paid_at is not null and paused_at is null)`;
}
