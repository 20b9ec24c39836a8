import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("advertisers")
    .addColumn("stripe_customer_id", "text", (col) => col.unique())
    .addColumn("stripe_payment_method_id", "text")
    // A blacklist holds for every app on that site.
    .addColumn("url_key", "text", (col) =>
      col
        .notNull()
        .generatedAlwaysAs(sql`regexp_replace(lower(substring(app_url from '^[a-zA-Z]+://([^/:?#]+)')), '^www\\.', '')`)
        .stored(),
    )
    // Not shown to children while set, and the dashboard says why.
    .addColumn("paused_at", "timestamptz")
    .addColumn("pause_reason", "text")
    .dropColumn("billing_cycle_started_at")
    .execute();
  await sql`create index advertisers_url_key on advertisers (url_key)`.execute(db);

  // A registration's verdict is bound to the URL it judged, which registration must match.
  await db.schema
    .createTable("safety_checks")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("advertiser_id", "integer", (col) => col.references("advertisers.id").onDelete("cascade"))
    .addColumn("trigger", "text", (col) => col.notNull().check(sql`trigger in ('registration', 'weekly', 'operator')`))
    .addColumn("is_safe", "boolean", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("ai_description", "text", (col) => col.notNull())
    .addColumn("failed_categories", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn("pages", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("checked_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("safety_checks_url_time").on("safety_checks").columns(["url", "checked_at"]).execute();
  await db.schema.createIndex("safety_checks_advertiser_time").on("safety_checks").columns(["advertiser_id", "checked_at"]).execute();

  // The ad-event flusher counts each stored event in the same transaction; an event stored after its own cycle closed is counted once, in the
  // next bill.
  await db.schema
    .createTable("advertiser_usage")
    .addColumn("advertiser_id", "integer", (col) => col.primaryKey().references("advertisers.id").onDelete("cascade"))
    .addColumn("cycle_start", "timestamptz", (col) => col.notNull())
    .addColumn("cycle_end", "timestamptz", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("clicks", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("recommendations", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_clicks", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_recommendations", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("advertiser_usage_span", sql`cycle_start < cycle_end`)
    .execute();
  await sql`create index advertiser_usage_cycle_end on advertiser_usage (cycle_end)`.execute(db);
  // However the advertiser came to be paid (the portal, the demo seed, a test), a running cycle starts.
  await sql`
    create function advertiser_usage_start() returns trigger language plpgsql as $$
    begin
      if new.upfront_paid_at is not null then
        insert into advertiser_usage (advertiser_id, cycle_start, cycle_end)
        values (new.id, new.upfront_paid_at, new.upfront_paid_at + interval '7 days')
        on conflict (advertiser_id) do nothing;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger advertiser_usage_start after insert or update of upfront_paid_at on advertisers
    for each row execute function advertiser_usage_start()`.execute(db);
  await sql`
    insert into advertiser_usage (advertiser_id, cycle_start, cycle_end)
    select id, upfront_paid_at, upfront_paid_at + interval '7 days' from advertisers where upfront_paid_at is not null`.execute(db);

  // The idempotency key is stored before the provider is asked, so a retry after a crash gets the same payment.
  await db.schema
    .createTable("payments")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id"))
    .addColumn("purpose", "text", (col) => col.notNull().check(sql`purpose in ('upfront', 'cycle', 'settlement')`))
    .addColumn("cycle_ids", sql`bigint[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'succeeded', 'failed', 'needs_customer')`),
    )
    .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
    .addColumn("stripe_checkout_session_id", "text", (col) => col.unique())
    .addColumn("stripe_payment_intent_id", "text", (col) => col.unique())
    .addColumn("failure_reason", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("payments_advertiser").on("payments").columns(["advertiser_id", "created_at"]).execute();

  await db.schema
    .createTable("billing_cycles")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id"))
    .addColumn("cycle_start", "timestamptz", (col) => col.notNull())
    .addColumn("cycle_end", "timestamptz", (col) => col.notNull())
    // charging: a crash leaves it so and the sweep repairs it.
    .addColumn("state", "text", (col) =>
      col
        .notNull()
        .defaultTo("due")
        .check(sql`state in ('due', 'charging', 'paid', 'failed', 'waived')`),
    )
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("clicks", "integer", (col) => col.notNull())
    .addColumn("recommendations", "integer", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents >= 0`))
    .addColumn("charge_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("payment_id", "bigint", (col) => col.references("payments.id"))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "timestamptz")
    .addColumn("paid_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("billing_cycles_span", sql`cycle_start < cycle_end`)
    .addUniqueConstraint("billing_cycles_once", ["advertiser_id", "cycle_start"])
    .execute();
  await db.schema.createIndex("billing_cycles_advertiser_start").on("billing_cycles").columns(["advertiser_id", "cycle_start"]).execute();
  await sql`create index billing_cycles_to_charge on billing_cycles (next_attempt_at) where state in ('due', 'charging', 'failed')`.execute(db);

  // Webhooks are delivered at least once.
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("received_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("billing_cycles").execute();
  await db.schema.dropTable("payments").execute();
  await sql`drop trigger advertiser_usage_start on advertisers`.execute(db);
  await sql`drop function advertiser_usage_start()`.execute(db);
  await db.schema.dropTable("advertiser_usage").execute();
  await db.schema.dropTable("safety_checks").execute();
  await sql`drop index advertisers_url_key`.execute(db);
  await db.schema
    .alterTable("advertisers")
    .dropColumn("stripe_customer_id")
    .dropColumn("stripe_payment_method_id")
    .dropColumn("url_key")
    .dropColumn("paused_at")
    .dropColumn("pause_reason")
    .addColumn("billing_cycle_started_at", "timestamptz")
    .execute();
}
