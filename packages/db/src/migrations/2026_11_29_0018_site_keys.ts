import { sql } from "kysely";
import type { Kysely } from "kysely";
import { InvalidSiteUrlError, siteKeyOf } from "../site-key.ts";

// Frozen in time, except the site key: it is the one function the repositories use, so it is imported, not copied.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blocked_sites")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("site_key", "text", (col) => col.notNull().check(sql`length(site_key) > 0`))
    .addColumn("reason", "text", (col) => col.notNull().check(sql`reason in ('unpaid_fees', 'operator')`))
    .addColumn("note", "text", (col) => col.notNull())
    // Advertisers are never deleted; the block outlives one that would be.
    .addColumn("advertiser_id", "integer", (col) => col.references("advertisers.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz")
    .execute();
  await sql`create index blocked_sites_key_expiry on blocked_sites (site_key, expires_at desc nulls first)`.execute(db);
  await db.schema.createIndex("blocked_sites_advertiser").on("blocked_sites").column("advertiser_id").execute();

  const blacklisted = await db
    .selectFrom("advertisers")
    .select(["id", "app_url", "blacklisted_at", "blacklisted_until", "blacklist_reason"])
    .where("blacklisted_at", "is not", null)
    .orderBy("id")
    .execute();
  const rows = blacklisted.map((row) => ({
    site_key: keyOrUrl(row.app_url as string),
    reason: wasUnpaid(row.blacklist_reason as string | null) ? "unpaid_fees" : "operator",
    note: (row.blacklist_reason as string | null) ?? "",
    advertiser_id: row.id as number,
    created_at: row.blacklisted_at as Date,
    expires_at: row.blacklisted_until as Date | null,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto("blocked_sites")
      .values(rows.slice(start, start + 1000))
      .execute();
  }

  await sql`drop index advertisers_url_key`.execute(db);
  await db.schema.alterTable("advertisers").dropColumn("url_key").execute();
}

/** The block is recorded, though no lookup can match it. */
function keyOrUrl(url: string): string {
  try {
    return siteKeyOf(url);
  } catch (error) {
    if (error instanceof InvalidSiteUrlError) return url.toLowerCase();
    throw error;
  }
}

function wasUnpaid(reason: string | null): boolean {
  return reason === "The account was cancelled with unpaid fees." || (reason?.startsWith("Weekly fees left unpaid ") ?? false);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("advertisers")
    .addColumn("url_key", "text", (col) =>
      col
        .notNull()
        .generatedAlwaysAs(sql`regexp_replace(lower(substring(app_url from '^[a-zA-Z]+://([^/:?#]+)')), '^www\\.', '')`)
        .stored(),
    )
    .execute();
  await sql`create index advertisers_url_key on advertisers (url_key)`.execute(db);
  await db.schema.dropTable("blocked_sites").execute();
}
