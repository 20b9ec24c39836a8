import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// The advertiser portal and weekly billing (seed 001): the payment provider's ids on the advertiser, a pause an
// operator or the weekly safety re-check sets, the safety verdicts, each paid advertiser's running cycle with the
// usage the ad-event flusher counts into it, the closed 7-day billing cycles, every payment, and the payment
// provider's events already handled.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("advertisers")
    // The payment provider's customer, and the card saved at the upfront payment for the weekly charges.
    .addColumn("stripe_customer_id", "text", (col) => col.unique())
    .addColumn("stripe_payment_method_id", "text")
    // The registered site's host, lower case without "www.": a blacklist holds for every app on that site.
    .addColumn("url_key", "text", (col) =>
      col
        .notNull()
        .generatedAlwaysAs(sql`regexp_replace(lower(substring(app_url from '^[a-zA-Z]+://([^/:?#]+)')), '^www\\.', '')`)
        .stored(),
    )
    // Set while an app is held back pending an operator's review (a failed weekly re-check, many reports, or an
    // operator's pause): not shown to children, and the dashboard says why.
    .addColumn("paused_at", "timestamptz")
    .addColumn("pause_reason", "text")
    // The running cycle lives in advertiser_usage now.
    .dropColumn("billing_cycle_started_at")
    .execute();
  await sql`create index advertisers_url_key on advertisers (url_key)`.execute(db);

  // Every automated safety verdict: at registration (bound to the URL it judged, which registration must match
  // within the hour), and every weekly re-check of an active app.
  await db.schema
    .createTable("safety_checks")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("url", "text", (col) => col.notNull())
    // Null at registration (the advertiser does not exist yet).
    .addColumn("advertiser_id", "integer", (col) => col.references("advertisers.id").onDelete("cascade"))
    .addColumn("trigger", "text", (col) => col.notNull().check(sql`trigger in ('registration', 'weekly', 'operator')`))
    .addColumn("is_safe", "boolean", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("details", "text", (col) => col.notNull())
    .addColumn("ai_description", "text", (col) => col.notNull())
    .addColumn("failed_categories", sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    // The pages the check read, for an operator's review.
    .addColumn("pages", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("checked_at", "timestamptz", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("safety_checks_url_time").on("safety_checks").columns(["url", "checked_at"]).execute();
  await db.schema.createIndex("safety_checks_advertiser_time").on("safety_checks").columns(["advertiser_id", "checked_at"]).execute();

  // Each paid advertiser's running 7-day cycle and its live counts. The ad-event flusher adds every stored event in
  // the same transaction: occurring before the cycle's end into the cycle's counts (an event stored after its own
  // cycle closed lands here too: counted once, in the next bill), after it into next_*, which the next cycle starts
  // from. Closing the cycle (at its end, or early when the advertiser pays) moves the counts into billing_cycles
  // and starts the next cycle where this one ended, in one transaction holding this row.
  await db.schema
    .createTable("advertiser_usage")
    // Live state only (closed cycles are billing_cycles rows): it goes with the advertiser.
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
  // A paid advertiser always has a running cycle: the first starts when the upfront fee is paid, however the
  // advertiser came to be paid (the portal, the demo seed, a test).
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

  // Every payment asked of the provider: the upfront fee, a charge of the saved card for closed cycles, a settlement
  // through Checkout. The idempotency key is chosen and stored before the provider is asked, so a retry after a
  // crash asks again with the same key and the provider answers the same payment.
  await db.schema
    .createTable("payments")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id"))
    .addColumn("purpose", "text", (col) => col.notNull().check(sql`purpose in ('upfront', 'cycle', 'settlement')`))
    // The billing cycles a charge or a settlement pays (several when small weeks were carried over).
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

  // Closed 7-day cycles, contiguous per advertiser, each charged once.
  await db.schema
    .createTable("billing_cycles")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("advertiser_id", "integer", (col) => col.notNull().references("advertisers.id"))
    .addColumn("cycle_start", "timestamptz", (col) => col.notNull())
    .addColumn("cycle_end", "timestamptz", (col) => col.notNull())
    // due: closed, not charged yet (or carried to the next charge when too small to charge alone); charging: a
    // charge is under way (a crash leaves it so; the sweep repairs it); paid; failed: the last charge failed (the app
    // is overdue; retried on the dunning schedule); waived: nothing to charge (zero, written off, or by an operator).
    .addColumn("state", "text", (col) =>
      col
        .notNull()
        .defaultTo("due")
        .check(sql`state in ('due', 'charging', 'paid', 'failed', 'waived')`),
    )
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("clicks", "integer", (col) => col.notNull())
    .addColumn("recommendations", "integer", (col) => col.notNull())
    // views x 10 + recommendations x 100.
    .addColumn("amount_cents", "integer", (col) => col.notNull().check(sql`amount_cents >= 0`))
    // Charges tried, and the payment of the latest (its key is the payment's).
    .addColumn("charge_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("payment_id", "bigint", (col) => col.references("payments.id"))
    .addColumn("last_error", "text")
    // When to charge next: a failed cycle's next retry, or a carried one's (below the provider's minimum charge).
    .addColumn("next_attempt_at", "timestamptz")
    .addColumn("paid_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("billing_cycles_span", sql`cycle_start < cycle_end`)
    .addUniqueConstraint("billing_cycles_once", ["advertiser_id", "cycle_start"])
    .execute();
  await db.schema.createIndex("billing_cycles_advertiser_start").on("billing_cycles").columns(["advertiser_id", "cycle_start"]).execute();
  // The sweep's read: cycles still to charge.
  await sql`create index billing_cycles_to_charge on billing_cycles (next_attempt_at) where state in ('due', 'charging', 'failed')`.execute(db);

  // Provider events already handled (webhooks are delivered at least once).
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
