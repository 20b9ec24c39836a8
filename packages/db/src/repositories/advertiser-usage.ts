import { BILLING_CYCLE_DAYS } from "@kidsafe/contracts";
import { sql } from "kysely";
import { camelCaseMapper } from "../camel-case.ts";
import type { AdvertiserUsageRow } from "../rows.ts";
import { inTransaction } from "../client.ts";
import type { Executor } from "../client.ts";

import { toBillingCycle } from "./billing-cycles.ts";
import type { BillingCycleRecord } from "./billing-cycles.ts";

/** Big enough to move fast, small enough to hold few locks. */
const CLOSE_BATCH = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The running cycle's counts. */
export interface AdvertiserUsageRecord {
  advertiserId: number;
  cycleStart: Date;
  cycleEnd: Date;
  views: number;
  clicks: number;
  recommendations: number;
  /** The next cycle starts with these. */
  nextViews: number;
  nextClicks: number;
  nextRecommendations: number;
  updatedAt: Date;
}

const toUsage = camelCaseMapper<AdvertiserUsageRow, AdvertiserUsageRecord>();

export interface Prices {
  viewCents: number;
  recommendationCents: number;
}

/** Prices are the caller's, so this package knows no business constant. */
export function createAdvertiserUsageRepository(db: Executor) {
  return {
    /** Undefined before the upfront payment and after the account ended. */
    async usageOf(advertiserId: number, executor: Executor = db): Promise<AdvertiserUsageRecord | undefined> {
      const row = await executor.selectFrom("advertiser_usage").selectAll().where("advertiser_id", "=", advertiserId).executeTakeFirst();
      return row && toUsage(row);
    },

    /** A cycle already closed (the same start) is not written twice; cycles with nothing to charge are waived at once. */
    async closeEndedCycles(now: Date, prices: Prices, onlyAdvertiser?: number, executor: Executor = db): Promise<number> {
      let closed = 0;
      for (;;) {
        const { rows } = await sql<{ closed: string; rolled: string }>`
          with ended as (
            select * from advertiser_usage
            where cycle_end <= ${now} ${onlyAdvertiser === undefined ? sql`` : sql`and advertiser_id = ${onlyAdvertiser}`}
            order by advertiser_id
            limit ${CLOSE_BATCH}
            for update skip locked
          ),
          written as (
            insert into billing_cycles (advertiser_id, cycle_start, cycle_end, views, clicks, recommendations, amount_cents, state)
            select advertiser_id, cycle_start, cycle_end, views, clicks, recommendations,
                   views * ${prices.viewCents} + recommendations * ${prices.recommendationCents},
                   case when views * ${prices.viewCents} + recommendations * ${prices.recommendationCents} = 0 then 'waived' else 'due' end
            from ended
            on conflict (advertiser_id, cycle_start) do nothing
            returning 1
          ),
          rolled as (
            update advertiser_usage u set
              cycle_start = e.cycle_end,
              cycle_end = e.cycle_end + make_interval(days => ${BILLING_CYCLE_DAYS}),
              views = e.next_views, clicks = e.next_clicks, recommendations = e.next_recommendations,
              next_views = 0, next_clicks = 0, next_recommendations = 0,
              updated_at = now()
            from ended e
            where u.advertiser_id = e.advertiser_id
            returning 1
          )
          select (select count(*) from written) as closed, (select count(*) from rolled) as rolled
        `.execute(executor);
        const batch = rows[0];
        closed += Number(batch?.closed ?? 0);
        // Advertisers more than a cycle behind are found again by the next pass.
        if (Number(batch?.rolled ?? 0) === 0) return closed;
      }
    },

    /** Nothing happens when the running cycle has nothing to charge, so paying twice closes nothing twice. */
    async closeRunningCycle(advertiserId: number, at: Date, prices: Prices, executor: Executor = db): Promise<BillingCycleRecord | undefined> {
      return inTransaction(executor, async (tx) => {
        const usage = await tx
          .selectFrom("advertiser_usage")
          .selectAll()
          .where("advertiser_id", "=", advertiserId)
          .forUpdate()
          .executeTakeFirst();
        if (!usage) return undefined;
        const amount = usage.views * prices.viewCents + usage.recommendations * prices.recommendationCents;
        // An ended cycle is the sweep's to close; a cycle started at or after `at` has nothing yet.
        if (amount === 0 || usage.cycle_end <= at || usage.cycle_start >= at) return undefined;
        const cycle = await tx
          .insertInto("billing_cycles")
          .values({
            advertiser_id: advertiserId,
            cycle_start: usage.cycle_start,
            cycle_end: at,
            views: usage.views,
            clicks: usage.clicks,
            recommendations: usage.recommendations,
            amount_cents: amount,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await tx
          .updateTable("advertiser_usage")
          .set({
            cycle_start: at,
            cycle_end: new Date(at.getTime() + BILLING_CYCLE_DAYS * DAY_MS),
            views: usage.next_views,
            clicks: usage.next_clicks,
            recommendations: usage.next_recommendations,
            next_views: 0,
            next_clicks: 0,
            next_recommendations: 0,
            updated_at: sql<Date>`now()`,
          })
          .where("advertiser_id", "=", advertiserId)
          .execute();
        return toBillingCycle(cycle);
      });
    },

    async endCalendar(advertiserId: number, executor: Executor = db): Promise<AdvertiserUsageRecord | undefined> {
      const row = await executor.deleteFrom("advertiser_usage").where("advertiser_id", "=", advertiserId).returningAll().executeTakeFirst();
      return row && toUsage(row);
    },
  };
}

export type AdvertiserUsageRepository = ReturnType<typeof createAdvertiserUsageRepository>;
