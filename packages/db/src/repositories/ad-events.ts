import { AD_RETRACK_COOLDOWN_MS, billingWeekOf } from "@kidsafe/contracts";
import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import type { AdEventKind, AdPlacement, RecommendationKind } from "../schema-advertising.ts";

/** A view or recommendation counts once a window: the page's own re-tracking cooldown. */
export const COUNT_WINDOW_MS = AD_RETRACK_COOLDOWN_MS;

export interface AdEventInput {
  /** The same entry delivered twice is stored once. */
  eventKey: string;
  advertiserId: number;
  userId: number;
  sessionId: string;
  kind: AdEventKind;
  recommendationType: RecommendationKind | null;
  query: string;
  occurredAt: Date;
}

export interface ServedAdInput {
  advertiserId: number;
  userId: number;
  sessionId: string;
  placement: AdPlacement;
  query: string;
  servedAt: Date;
}

export interface BillableCounts {
  advertiserId: number;
  regularImpressions: number;
  recommendationCount: number;
  /** Reported, not billed. */
  clicks: number;
}

export interface DailyCounts {
  day: string;
  views: number;
  recommendations: number;
}

export function countedWindowOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / COUNT_WINDOW_MS) * COUNT_WINDOW_MS);
}

/** Each column of `v` is one array parameter of this type, read from every row. */
type ArrayColumns<Row> = Record<string, readonly [type: "int" | "text" | "timestamptz" | "date", value: (row: Row) => unknown]>;

/** Many rows in one statement: `unnest(arrays) as v(columns)`, so a column's name and its array are given once, together. */
function unnested<Row>(rows: readonly Row[], columns: ArrayColumns<Row>) {
  const entries = Object.entries(columns);
  const arrays = entries.map(([, [type, value]]) => sql`${rows.map(value)}::${sql.raw(type)}[]`);
  return sql`unnest(${sql.join(arrays)}) as v(${sql.join(entries.map(([name]) => sql.ref(name)))})`;
}

/** Who an ad was shown to and for what search, in both tables. */
const AUDIENCE_COLUMNS: ArrayColumns<Pick<AdEventInput & ServedAdInput, "advertiserId" | "userId" | "sessionId" | "query">> = {
  advertiser_id: ["int", (row) => row.advertiserId],
  user_id: ["int", (row) => row.userId],
  session_id: ["text", (row) => row.sessionId],
  query: ["text", (row) => row.query],
};

const AD_EVENT_COLUMNS: ArrayColumns<AdEventInput> = {
  event_key: ["text", (row) => row.eventKey],
  ...AUDIENCE_COLUMNS,
  kind: ["text", (row) => row.kind],
  recommendation_type: ["text", (row) => row.recommendationType],
  occurred_at: ["timestamptz", (row) => row.occurredAt],
  counted_window: ["timestamptz", (row) => countedWindowOf(row.occurredAt)],
  billing_week: ["date", (row) => billingWeekOf(row.occurredAt)],
};

const SERVED_AD_COLUMNS: ArrayColumns<ServedAdInput> = {
  ...AUDIENCE_COLUMNS,
  placement: ["text", (row) => row.placement],
  served_at: ["timestamptz", (row) => row.servedAt],
};

// A student deleted between the join and the insert.
const FOREIGN_KEY_VIOLATION = "23503";
const isForeignKeyViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION;

export function createAdEventsRepository(db: Db) {
  /**
   * Counted into the running cycle in the same statement, so an event is billed exactly when it is stored. A student deleted meanwhile is
   * dropped from the row, like the rows the deletion anonymised. Rows are sorted so concurrent flushers take index locks in one order.
   */
  async function insertEventsOnce(events: readonly AdEventInput[], executor: Executor): Promise<number> {
    const rows = [...events].sort((a, b) => (a.eventKey < b.eventKey ? -1 : a.eventKey > b.eventKey ? 1 : 0));
    const { rows: result } = await sql<{ inserted: string }>`
      with inserted as (
        insert into ad_events (event_key, advertiser_id, user_id, session_id, kind, recommendation_type, query,
                               occurred_at, counted_window, billing_week)
        select v.event_key, v.advertiser_id, u.id,
               case when u.id is null then '' else v.session_id end,
               v.kind, v.recommendation_type,
               case when u.id is null then '' else v.query end,
               v.occurred_at, v.counted_window, v.billing_week
        from ${unnested(rows, AD_EVENT_COLUMNS)}
        join advertisers a on a.id = v.advertiser_id
        left join users u on u.id = v.user_id
        on conflict do nothing
        returning advertiser_id, kind, occurred_at
      ),
      per_advertiser as (
        select advertiser_id,
               array_agg(occurred_at) filter (where kind = 'view') as views,
               array_agg(occurred_at) filter (where kind = 'click') as clicks,
               array_agg(occurred_at) filter (where kind = 'recommendation') as recommendations
        from inserted
        group by advertiser_id
      ),
      counted as (
        update advertiser_usage u set
          views = u.views + (select count(*) from unnest(p.views) t where t < u.cycle_end),
          clicks = u.clicks + (select count(*) from unnest(p.clicks) t where t < u.cycle_end),
          recommendations = u.recommendations + (select count(*) from unnest(p.recommendations) t where t < u.cycle_end),
          next_views = u.next_views + (select count(*) from unnest(p.views) t where t >= u.cycle_end),
          next_clicks = u.next_clicks + (select count(*) from unnest(p.clicks) t where t >= u.cycle_end),
          next_recommendations = u.next_recommendations + (select count(*) from unnest(p.recommendations) t where t >= u.cycle_end),
          updated_at = now()
        from per_advertiser p
        where u.advertiser_id = p.advertiser_id
        returning u.advertiser_id
      )
      select count(*) as inserted from inserted
    `.execute(executor);
    return Number(result[0]?.inserted ?? 0);
  }

  return {
    /** It names this deployment's Redis keys. */
    async databaseName(executor: Executor = db): Promise<string> {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(executor);
      return rows[0]?.name ?? "";
    },

    async insertEvents(events: readonly AdEventInput[], executor: Executor = db): Promise<number> {
      if (events.length === 0) return 0;
      // A concurrent account deletion can win the race against the LEFT JOIN once; the retry then sees it.
      for (let attempt = 1; ; attempt++) {
        try {
          return await insertEventsOnce(events, executor);
        } catch (error) {
          if (!isForeignKeyViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    async insertServed(records: readonly ServedAdInput[], executor: Executor = db): Promise<number> {
      if (records.length === 0) return 0;
      const result = await sql`
        insert into served_ads (advertiser_id, user_id, session_id, placement, query, served_at)
        select v.advertiser_id, v.user_id, v.session_id, v.placement, v.query, v.served_at
        from ${unnested(records, SERVED_AD_COLUMNS)}
        join advertisers a on a.id = v.advertiser_id
        join users u on u.id = v.user_id
        on conflict do nothing
      `.execute(executor);
      return Number(result.numAffectedRows ?? 0n);
    },

    countForBillingWeek(week: string, advertiserIds?: readonly number[], executor: Executor = db): Promise<BillableCounts[]> {
      return countWhere(executor, advertiserIds, (query) => query.where("billing_week", "=", sql<Date>`${week}::date`));
    },

    /** The caller bounds the span: an index range scan of (advertiser_id, occurred_at). */
    async dailyCounts(advertiserId: number, from: Date, to: Date, executor: Executor = db): Promise<DailyCounts[]> {
      const day = sql<string>`to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await executor
        .selectFrom("ad_events")
        .select((eb) => [
          day.as("day"),
          eb.fn.countAll<string>().filterWhere("kind", "=", "view").as("views"),
          eb.fn.countAll<string>().filterWhere("kind", "=", "recommendation").as("recommendations"),
        ])
        .where("advertiser_id", "=", advertiserId)
        .where("occurred_at", ">=", from)
        .where("occurred_at", "<", to)
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, views: Number(row.views), recommendations: Number(row.recommendations) }));
    },

    /** For cycles that do not start on a Monday. */
    countBetween(from: Date, to: Date, advertiserIds?: readonly number[], executor: Executor = db): Promise<BillableCounts[]> {
      return countWhere(executor, advertiserIds, (query) => query.where("occurred_at", ">=", from).where("occurred_at", "<", to));
    },
  };

  async function countWhere(
    executor: Executor,
    advertiserIds: readonly number[] | undefined,
    scope: (query: CountQuery) => CountQuery,
  ): Promise<BillableCounts[]> {
    // `in ()` is not SQL.
    if (advertiserIds?.length === 0) return [];
    const rows = await scope(countQuery(executor))
      .$if(advertiserIds !== undefined, (query) => query.where("advertiser_id", "in", advertiserIds ?? []))
      .execute();
    return rows.map((row) => ({
      advertiserId: row.advertiser_id,
      regularImpressions: Number(row.views),
      recommendationCount: Number(row.recommendations),
      clicks: Number(row.clicks),
    }));
  }

  function countQuery(executor: Executor) {
    return executor
      .selectFrom("ad_events")
      .select((eb) => [
        "advertiser_id",
        eb.fn.countAll<string>().filterWhere("kind", "=", "view").as("views"),
        eb.fn.countAll<string>().filterWhere("kind", "=", "recommendation").as("recommendations"),
        eb.fn.countAll<string>().filterWhere("kind", "=", "click").as("clicks"),
      ])
      .groupBy("advertiser_id")
      .orderBy("advertiser_id");
  }
  type CountQuery = ReturnType<typeof countQuery>;
}

export type AdEventsRepository = ReturnType<typeof createAdEventsRepository>;
