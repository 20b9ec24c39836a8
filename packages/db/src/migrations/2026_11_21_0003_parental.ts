import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("parental_settings")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // Separate from the child's sign-in password.
    .addColumn("parent_password_hash", "text")
    .addColumn("study_mode_enabled", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("beep_enabled", "boolean", (col) => col.notNull().defaultTo(true))
    .addColumn("daily_message_limit", "integer", (col) => col.check(sql`daily_message_limit > 0`))
    .addColumn("daily_time_limit_minutes", "integer", (col) => col.check(sql`daily_time_limit_minutes > 0 and daily_time_limit_minutes <= 1440`))
    .addColumn("time_zone", "text", (col) => col.notNull().defaultTo("UTC"))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("study_mode_exits")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) =>
      col
        .notNull()
        .defaultTo("fullscreen_exit")
        .check(sql`kind in ('fullscreen_exit', 'auto_switch_off')`),
    )
    .addColumn("exited_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("study_mode_exits_user_newest").on("study_mode_exits").columns(["user_id", "exited_at desc", "id desc"]).execute();

  await db.schema
    .createTable("daily_usage")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("messages", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("active_minutes", "integer", (col) => col.notNull().defaultTo(0))
    // A minute is counted once however many requests it holds.
    .addColumn("last_active_minute", "timestamptz")
    .addPrimaryKeyConstraint("daily_usage_pkey", ["user_id", "day"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("daily_usage").execute();
  await db.schema.dropTable("study_mode_exits").execute();
  await db.schema.dropTable("parental_settings").execute();
}
