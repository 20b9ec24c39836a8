import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Advertisers are never deleted (cancelling sets a status),
// so billing rows can always name theirs.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("advertisers")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // Also the login name: unique regardless of letter case.
    .addColumn("app_name", "text", (col) => col.notNull().check(sql`length(btrim(app_name)) > 0`))
    .addColumn("app_url", "text", (col) => col.notNull().check(sql`app_url ~* '^https?://'`))
    .addColumn("app_description", "text", (col) => col.notNull())
    .addColumn("ai_generated_description", "text")
    // The registration sets email equal to the app name.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("min_age", "smallint", (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`min_age between 1 and 18`),
    )
    .addColumn("max_age", "smallint", (col) =>
      col
        .notNull()
        .defaultTo(18)
        .check(sql`max_age between 1 and 18`),
    )
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending_payment")
        .check(sql`status in ('pending_payment', 'active', 'cancelled')`),
    )
    .addColumn("safety_status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`safety_status in ('pending', 'safe', 'unsafe')`),
    )
    .addColumn("safety_reason", "text")
    .addColumn("safety_details", "text")
    .addColumn("safety_checked_at", "timestamptz")
    .addColumn("upfront_fee_cents", "integer", (col) =>
      col
        .notNull()
        .defaultTo(10_000)
        .check(sql`upfront_fee_cents >= 0`),
    )
    .addColumn("upfront_paid_at", "timestamptz")
    .addColumn("billing_cycle_started_at", "timestamptz")
    .addColumn("overdue_since", "timestamptz")
    // blacklisted_until null means no end; the URL may not register again before it.
    .addColumn("blacklisted_at", "timestamptz")
    .addColumn("blacklisted_until", "timestamptz")
    .addColumn("blacklist_reason", "text")
    .addColumn("is_demo", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("search_document", sql`tsvector`, (col) =>
      col
        .generatedAlwaysAs(
          sql`
        setweight(to_tsvector('english'::regconfig, app_name), 'A') ||
        setweight(to_tsvector('english'::regconfig, app_description), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(ai_generated_description, '')), 'B')`,
        )
        .stored(),
    )
    .addCheckConstraint("advertisers_age_range", sql`min_age <= max_age`)
    .execute();
  await sql`create unique index advertisers_app_name_lower_key on advertisers (lower(app_name))`.execute(db);
  await sql`create index advertisers_app_url_lower on advertisers (lower(app_url))`.execute(db);
  // Read on every search, written rarely: no pending list (fastupdate) for searches to scan.
  await sql`create index advertisers_search_document on advertisers using gin (search_document) with (fastupdate = off)`.execute(db);

  // The fast "was it served?" check reads Redis; this is the durable record.
  await db.schema
    .createTable("served_ads")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("placement", "text", (col) => col.notNull().check(sql`placement in ('search_result', 'voice_live', 'search', 'followup')`))
    .addColumn("query", "text", (col) => col.notNull())
    .addColumn("served_at", "timestamptz", (col) => col.notNull())
    // A stream entry delivered twice is stored once.
    .addUniqueConstraint("served_ads_once", ["user_id", "session_id", "advertiser_id", "placement", "served_at"])
    .execute();
  await db.schema.createIndex("served_ads_advertiser_time").on("served_ads").columns(["advertiser_id", "served_at"]).execute();

  await db.schema
    .createTable("ad_events")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // An entry redelivered after a crash is inserted once.
    .addColumn("event_key", "text", (col) => col.notNull().unique())
    // No cascade: billing rows outlive nothing they bill for.
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id"))
    // Set null on account deletion (the trigger below also forgets session and query): counts stay exact, nothing of the child is kept.
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('view', 'click', 'recommendation')`))
    .addColumn("recommendation_type", "text", (col) => col.check(sql`recommendation_type in ('voice_live', 'search', 'followup')`))
    .addColumn("query", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("occurred_at", "timestamptz", (col) => col.notNull())
    .addColumn("counted_window", "timestamptz", (col) => col.notNull())
    .addColumn("billing_week", "date", (col) => col.notNull())
    .addColumn("inserted_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("ad_events_recommendation_type", sql`(kind = 'recommendation') = (recommendation_type is not null)`)
    .addCheckConstraint("ad_events_billing_week_monday", sql`extract(isodow from billing_week) = 1`)
    // Holds even if Redis lost its dedupe key; NULLs are distinct, so a deleted student never collides.
    .addUniqueConstraint("ad_events_once_per_window", ["advertiser_id", "user_id", "session_id", "kind", "counted_window"])
    .execute();
  await db.schema.createIndex("ad_events_advertiser_time").on("ad_events").columns(["advertiser_id", "occurred_at"]).execute();
  await db.schema.createIndex("ad_events_week").on("ad_events").columns(["billing_week", "advertiser_id"]).execute();

  // A foreign key's SET NULL runs as an UPDATE of user_id, so this also fires when a student is deleted.
  await sql`
    create function ad_events_forget_student() returns trigger language plpgsql as $$
    begin
      if new.user_id is null and old.user_id is not null then
        new.session_id := '';
        new.query := '';
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger ad_events_forget_student before update of user_id on ad_events
    for each row execute function ad_events_forget_student()`.execute(db);

  await db.schema
    .createTable("reports")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id").onDelete("cascade"))
    // The report about the app stays for moderation.
    .addColumn("reporter_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (col) => col.notNull().check(sql`reason in ('inappropriate', 'broken', 'misleading', 'unsafe', 'other')`))
    .addColumn("details", "text", (col) => col.notNull().check(sql`length(btrim(details)) > 0`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'reviewed', 'resolved')`),
    )
    .addColumn("admin_notes", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("reports_advertiser_newest").on("reports").columns(["advertiser_id", "created_at desc", "id desc"]).execute();
  await db.schema.createIndex("reports_status_newest").on("reports").columns(["status", "created_at desc"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reports").execute();
  await db.schema.dropTable("ad_events").execute();
  await sql`drop function if exists ad_events_forget_student()`.execute(db);
  await db.schema.dropTable("served_ads").execute();
  await db.schema.dropTable("advertisers").execute();
}
