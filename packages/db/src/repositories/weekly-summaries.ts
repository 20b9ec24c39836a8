import { sql } from "kysely";
import type { Executor } from "../client.ts";
import type { StoredFeature } from "../schema-families.ts";
import type { StoredSafetyEventCategory } from "../schema-safety-events.ts";

export interface DueWeeklySummary {
  parentId: number;
  week: string;
}

export interface WeeklySummaryParent {
  email: string;
  verified: boolean;
  weeklySummary: boolean;
  timeZone: string;
}

export interface ChildWeek {
  childId: number;
  username: string;
  birthYear: number | null;
  minutesByFeature: Partial<Record<StoredFeature, number>>;
  topSubjects: Array<{ subject: string; uses: number }>;
  eventsByCategory: Partial<Record<StoredSafetyEventCategory, number>>;
  studyModeExits: number;
}

export function createWeeklySummariesRepository(db: Executor) {
  return {
    /**
     * Rows another sweep holds are skipped, so two sweeps at once never take the same parent. A zone PostgreSQL does not know counts as UTC, as
     * `localDay` counts it.
     */
    async claimDue(now: Date, hour: number, afterId: number, limit: number, executor: Executor = db): Promise<DueWeeklySummary[]> {
      // The clock is read once per zone, not per parent.
      const { rows } = await sql<DueWeeklySummary>`
        with zone_now as materialized (
          select name, ${now}::timestamptz at time zone name as at from pg_timezone_names
        ),
        due_zones as materialized (
          select name, at::date - 6 as week from zone_now
          where extract(isodow from at) = 7 and extract(hour from at) >= ${hour}
        ),
        due as (
          select p.id
          from parents p
          where p.id > ${afterId}
            and (p.time_zone in (select name from due_zones)
                 or ('UTC' in (select name from due_zones) and p.time_zone not in (select name from zone_now)))
            and p.weekly_summary
            and p.email_verified_at is not null
            and p.weekly_summary_week is distinct from (select max(week) from due_zones)
            and exists (select 1 from parent_links l where l.parent_id = p.id)
          order by p.id
          limit ${limit}
          for update of p skip locked
        )
        update parents set weekly_summary_week = (select max(week) from due_zones)
        where parents.id in (select id from due)
        returning parents.id as "parentId", to_char(parents.weekly_summary_week, 'YYYY-MM-DD') as week`.execute(executor);
      return rows.sort((a, b) => a.parentId - b.parentId);
    },

    async parent(parentId: number, executor: Executor = db): Promise<WeeklySummaryParent | undefined> {
      const row = await executor
        .selectFrom("parents")
        .select(["email", "email_verified_at", "weekly_summary", "time_zone"])
        .where("id", "=", parentId)
        .executeTakeFirst();
      return row && { email: row.email, verified: row.email_verified_at !== null, weeklySummary: row.weekly_summary, timeZone: row.time_zone };
    },

    /** Feature and subject rows are kept by the child's local day, so they are taken by the days' dates; events and exits by instants. */
    async childWeeks(parentId: number, week: { firstDay: string; from: Date; to: Date }, executor: Executor = db): Promise<ChildWeek[]> {
      const lastDay = sql`(${week.firstDay}::date + 6)`;
      const { rows } = await sql<ChildWeek>`
        select u.id as "childId", u.username, u.birth_year as "birthYear",
          coalesce((
            select jsonb_object_agg(f.feature, f.minutes)
            from (select feature, sum(minutes)::int as minutes from feature_usage
                  where user_id = u.id and day between ${week.firstDay}::date and ${lastDay} group by feature) f
          ), '{}'::jsonb) as "minutesByFeature",
          coalesce((
            select jsonb_agg(jsonb_build_object('subject', s.subject, 'uses', s.uses) order by s.uses desc, s.subject)
            from (select subject, sum(uses)::int as uses from subject_usage
                  where user_id = u.id and day between ${week.firstDay}::date and ${lastDay}
                  group by subject order by uses desc, subject limit 5) s
          ), '[]'::jsonb) as "topSubjects",
          coalesce((
            select jsonb_object_agg(e.category, e.events)
            from (select category, count(*)::int as events from safety_events
                  where user_id = u.id and created_at >= ${week.from} and created_at < ${week.to} group by category) e
          ), '{}'::jsonb) as "eventsByCategory",
          (select count(*)::int from study_mode_exits
           where user_id = u.id and exited_at >= ${week.from} and exited_at < ${week.to}) as "studyModeExits"
        from parent_links l
        join users u on u.id = l.user_id
        where l.parent_id = ${parentId}
        order by l.linked_at, u.id`.execute(executor);
      return rows;
    },

    /** Its commit does not wait for the disk: a token lost to a database crash only makes that link ask the parent to sign in. */
    async insertUnsubscribeToken(parentId: number, tokenHash: string, expiresAt: Date, executor: Executor = db): Promise<void> {
      await sql`
        with relaxed as (select set_config('synchronous_commit', 'off', true))
        insert into parent_tokens (parent_id, token_hash, purpose, expires_at)
        select ${parentId}, ${tokenHash}, 'unsubscribe', ${expiresAt} from relaxed`.execute(executor);
    },
  };
}

export type WeeklySummariesRepository = ReturnType<typeof createWeeklySummariesRepository>;
