import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// Safety events: a child's own words that were a crisis (self-harm, abuse, grooming), gave personal details away or
// asked for harm, with what the product answered, for an operator to review. The most sensitive rows we keep: they
// go with the child's account (cascade) and are purged 90 days after they were recorded (the billing worker).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("safety_events")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // The chat (tab) of the exchange; null for a search's overview, which belongs to no chat.
    .addColumn("session_id", "text")
    .addColumn("category", "text", (col) =>
      col.notNull().check(sql`category in ('self_harm', 'abuse', 'grooming', 'personal_data', 'harmful_request')`),
    )
    .addColumn("surface", "text", (col) => col.notNull().check(sql`surface in ('chat', 'followup', 'overview', 'voice')`))
    // Already masked by the turn pipeline (no address, phone number or password); both cut to 4000 characters.
    .addColumn("child_message", "text", (col) => col.notNull().check(sql`length(child_message) <= 4000`))
    .addColumn("reply", "text", (col) => col.notNull().check(sql`length(reply) <= 4000`))
    .addColumn("age", "smallint", (col) => col.check(sql`age between 1 and 18`))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'reviewed', 'resolved')`),
    )
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    // Who moved it on and when; an operator's account may go, the event keeps its times.
    .addColumn("reviewed_at", "timestamptz")
    .addColumn("reviewed_by", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .addColumn("resolved_at", "timestamptz")
    .addColumn("resolved_by", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .addColumn("note", "text", (col) => col.check(sql`length(note) <= 1000`))
    // The times follow the status: resolved exactly when resolved_at is set, reviewed never without reviewed_at.
    .addCheckConstraint("safety_events_resolved_at", sql`(status = 'resolved') = (resolved_at is not null)`)
    .addCheckConstraint("safety_events_reviewed_at", sql`status <> 'reviewed' or reviewed_at is not null`)
    .addCheckConstraint("safety_events_new_untouched", sql`status <> 'new' or reviewed_at is null`)
    .execute();
  // The operators' queue: one status, newest first (ids grow with the time of recording), paged by id.
  await sql`create index safety_events_queue on safety_events (status, id desc)`.execute(db);
  // The daily purge of what is older than the retention period.
  await db.schema.createIndex("safety_events_created_at").on("safety_events").columns(["created_at"]).execute();
  // One child's events (the families' alerts and summaries), and the cascade when an account is deleted.
  await db.schema.createIndex("safety_events_user_time").on("safety_events").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("safety_events").execute();
}
