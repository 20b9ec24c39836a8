import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
const TRIGGERS_BEFORE = sql`trigger in ('registration', 'weekly', 'operator')`;
const TRIGGERS = sql`trigger in ('registration', 'weekly', 'operator', 'watch', 'report')`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_watches")
    .addColumn("advertiser_id", "integer", (col) => col.primaryKey().references("advertisers.id").onDelete("cascade"))
    .addColumn("judged_hash", "text")
    .addColumn("judged_at", "timestamptz")
    .addColumn("seen_hash", "text")
    .addColumn("seen_at", "timestamptz")
    .addColumn("read_failures", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("safety_checks").dropConstraint("safety_checks_trigger_check").execute();
  await db.schema.alterTable("safety_checks").addCheckConstraint("safety_checks_trigger_check", TRIGGERS).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("safety_checks").where("trigger", "in", ["watch", "report"]).execute();
  await db.schema.alterTable("safety_checks").dropConstraint("safety_checks_trigger_check").execute();
  await db.schema.alterTable("safety_checks").addCheckConstraint("safety_checks_trigger_check", TRIGGERS_BEFORE).execute();
  await db.schema.dropTable("site_watches").execute();
}
