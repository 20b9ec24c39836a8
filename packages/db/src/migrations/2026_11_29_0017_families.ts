import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. Consent records are kept when withdrawn: withdrawal is
// part of the record.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("birth_year", "smallint").execute();

  await db.schema
    .createTable("parents")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // One account per address whatever its letter case.
    .addColumn("email", "text", (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email) and length(email) <= 254`),
    )
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("email_verified_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("sessions_valid_after", "timestamptz", (col) => col.notNull().defaultTo(sql`'epoch'`))
    .execute();

  await db.schema
    .createTable("parent_tokens")
    // The mailed token itself is never stored.
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("parent_id", "integer", (col) => col.notNull().references("parents.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull().check(sql`purpose in ('verify_email', 'reset_password')`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("parent_tokens_parent").on("parent_tokens").columns(["parent_id", "purpose"]).execute();

  await db.schema
    .createTable("parent_links")
    .addColumn("parent_id", "integer", (col) => col.notNull().references("parents.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("linked_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("parent_links_pkey", ["parent_id", "user_id"])
    .execute();
  await db.schema.createIndex("parent_links_user").on("parent_links").columns(["user_id"]).execute();

  await db.schema
    .createTable("link_codes")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("parental_consents")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("parent_id", "integer", (col) => col.notNull().references("parents.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("notice_version", "text", (col) => col.notNull())
    .addColumn("method", "text", (col) => col.notNull().check(sql`method in ('card_check')`))
    // One consent per check, however often its return or webhook arrives.
    .addColumn("checkout_session_id", "text", (col) => col.notNull().unique())
    .addColumn("payment_intent_id", "text")
    // A failed refund is tried again.
    .addColumn("refunded_at", "timestamptz")
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("given_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("withdrawn_at", "timestamptz")
    .execute();
  await db.schema.createIndex("parental_consents_user").on("parental_consents").columns(["user_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("parental_consents").execute();
  await db.schema.dropTable("link_codes").execute();
  await db.schema.dropTable("parent_links").execute();
  await db.schema.dropTable("parent_tokens").execute();
  await db.schema.dropTable("parents").execute();
  await db.schema.alterTable("users").dropColumn("birth_year").execute();
}
