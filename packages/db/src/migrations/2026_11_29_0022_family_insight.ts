import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
const FEATURES = sql`feature in ('chat', 'search', 'voice', 'games', 'drawing')`;
const PURPOSES_BEFORE = sql`purpose in ('verify_email', 'reset_password')`;
const PURPOSES = sql`purpose in ('verify_email', 'reset_password', 'unsubscribe')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("feature_usage")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("feature", "text", (col) => col.notNull().check(FEATURES))
    .addColumn("minutes", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("uses", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_minute", "timestamptz")
    .addPrimaryKeyConstraint("feature_usage_pkey", ["user_id", "day", "feature"])
    .execute();

  await db.schema
    .createTable("subject_usage")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull().check(sql`length(subject) between 1 and 40`))
    .addColumn("uses", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("subject_usage_pkey", ["user_id", "day", "subject"])
    .execute();

  await db.schema
    .createTable("search_history")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("query", "text", (col) => col.notNull().check(sql`length(query) <= 500`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("search_history_user").on("search_history").columns(["user_id", "id"]).execute();
  await db.schema.createIndex("search_history_created").on("search_history").column("created_at").execute();

  await db.schema
    .alterTable("parental_settings")
    .addColumn("feature_limits", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("quiet_hours", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema.alterTable("safety_events").addColumn("parents_alerted_at", "timestamptz").execute();
  await db.schema
    .createIndex("safety_events_awaiting_alerts")
    .on("safety_events")
    .column("created_at")
    .where(sql.ref("parents_alerted_at"), "is", null)
    .execute();

  await db.schema
    .createTable("parent_alerts")
    .addColumn("event_id", "bigint", (col) => col.notNull().references("safety_events.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (col) => col.notNull().references("parents.id").onDelete("cascade"))
    .addColumn("child_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("delivery", "text", (col) => col.notNull().check(sql`delivery in ('mail', 'digest')`))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("digested_at", "timestamptz")
    .addPrimaryKeyConstraint("parent_alerts_pkey", ["event_id", "parent_id"])
    .execute();
  await db.schema.createIndex("parent_alerts_by_day").on("parent_alerts").columns(["parent_id", "child_id", "day"]).execute();

  await db.schema
    .alterTable("parents")
    .addColumn("time_zone", "text", (col) => col.notNull().defaultTo("UTC"))
    .addColumn("weekly_summary", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("weekly_summary_week", "date")
    .execute();

  await db.schema.alterTable("parent_tokens").dropConstraint("parent_tokens_purpose_check").execute();
  await db.schema.alterTable("parent_tokens").addCheckConstraint("parent_tokens_purpose_check", PURPOSES).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("parent_tokens").where("purpose", "=", "unsubscribe").execute();
  await db.schema.alterTable("parent_tokens").dropConstraint("parent_tokens_purpose_check").execute();
  await db.schema.alterTable("parent_tokens").addCheckConstraint("parent_tokens_purpose_check", PURPOSES_BEFORE).execute();
  await db.schema.alterTable("parents").dropColumn("time_zone").dropColumn("weekly_summary").dropColumn("weekly_summary_week").execute();
  await db.schema.dropTable("parent_alerts").execute();
  await db.schema.dropIndex("safety_events_awaiting_alerts").execute();
  await db.schema.alterTable("safety_events").dropColumn("parents_alerted_at").execute();
  await db.schema.alterTable("parental_settings").dropColumn("feature_limits").dropColumn("quiet_hours").execute();
  await db.schema.dropTable("search_history").execute();
  await db.schema.dropTable("subject_usage").execute();
  await db.schema.dropTable("feature_usage").execute();
}
