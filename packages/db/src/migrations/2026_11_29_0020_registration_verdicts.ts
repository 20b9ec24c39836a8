import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("registration_passes")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // The token itself is only ever in the requester's hands.
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("safety_check_id", "bigint", (col) => col.notNull().references("safety_checks.id"))
    .addColumn("site_key", "text", (col) => col.notNull())
    .addColumn("url", "text", (col) => col.notNull())
    .addColumn("app_name", "text", (col) => col.notNull())
    .addColumn("app_description", "text", (col) => col.notNull())
    .addColumn("min_age", "smallint", (col) => col.notNull().check(sql`min_age between 1 and 18`))
    .addColumn("max_age", "smallint", (col) => col.notNull().check(sql`max_age between 1 and 18`))
    // The check is open to anyone, so the caller is known by its address.
    .addColumn("requester", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("advertiser_id", "integer", (col) => col.references("advertisers.id"))
    .addColumn("revoked_at", "timestamptz")
    .addCheckConstraint("registration_passes_age_range", sql`min_age <= max_age`)
    .execute();
  await sql`create index registration_passes_open_by_site on registration_passes (site_key) where used_at is null and revoked_at is null`.execute(
    db,
  );

  // Null (rows written outside registration, such as fixtures) shows the advertiser's description as it is.
  await db.schema.alterTable("advertisers").addColumn("child_description", "text").execute();
  const rows = await db.selectFrom("advertisers").select(["id", "app_description"]).orderBy("id").execute();
  for (const row of rows) {
    await db
      .updateTable("advertisers")
      .set({ child_description: firstSentence(row.app_description as string) })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("advertisers").dropColumn("child_description").execute();
  await db.schema.dropTable("registration_passes").execute();
}

/** Copied so this migration never changes. */
function firstSentence(description: string): string {
  const first =
    description
      .trim()
      .split(/(?<=[.!?])\s+/)[0]
      ?.trim() ?? "";
  if (first.length <= 90) return first;
  const cut = first.slice(0, 89);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.-]+$/, "")}…`;
}
