import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. The most sensitive rows we keep: they go with the child's
// account and are purged after the retention period.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("safety_events")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text")
    .addColumn("category", "text", (col) =>
      col.notNull().check(sql`category in ('self_harm', 'abuse', 'grooming', 'personal_data', 'harmful_request')`),
    )
    .addColumn("surface", "text", (col) => col.notNull().check(sql`surface in ('chat', 'followup', 'overview', 'voice')`))
    // Already masked by the turn pipeline.
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
    // An operator's account may go; the event keeps its times.
    .addColumn("reviewed_at", "timestamptz")
    .addColumn("reviewed_by", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .addColumn("resolved_at", "timestamptz")
    .addColumn("resolved_by", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .addColumn("note", "text", (col) => col.check(sql`length(note) <= 1000`))
    .addCheckConstraint("safety_events_resolved_at", sql`(status = 'resolved') = (resolved_at is not null)`)
    .addCheckConstraint("safety_events_reviewed_at", sql`status <> 'reviewed' or reviewed_at is not null`)
    .addCheckConstraint("safety_events_new_untouched", sql`status <> 'new' or reviewed_at is null`)
    .execute();
  // Ids grow with the time of recording.
  await sql`create index safety_events_queue on safety_events (status, id desc)`.execute(db);
  await db.schema.createIndex("safety_events_created_at").on("safety_events").columns(["created_at"]).execute();
  await db.schema.createIndex("safety_events_user_time").on("safety_events").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("safety_events").execute();
}
