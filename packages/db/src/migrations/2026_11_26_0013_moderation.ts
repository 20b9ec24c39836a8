import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Neither table holds who the child was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("moderation_daily_counts")
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("surface", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("blocked", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`blocked >= 0`),
    )
    .addPrimaryKeyConstraint("moderation_daily_counts_pkey", ["day", "surface", "category"])
    .execute();

  // Held back when the verdict failed or timed out (fail closed).
  await db.schema
    .createTable("moderation_reviews")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("surface", "text", (col) => col.notNull())
    .addColumn("age", "smallint", (col) => col.check(sql`age between 1 and 18`))
    .addColumn("reply_text", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("reviewed_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("moderation_reviews_unreviewed")
    .on("moderation_reviews")
    .columns(["created_at desc"])
    .where(sql.ref("reviewed_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("moderation_reviews").execute();
  await db.schema.dropTable("moderation_daily_counts").execute();
}
