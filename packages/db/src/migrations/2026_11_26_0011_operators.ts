import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. The AI key is sealed under KEY_ENCRYPTION_KEY, so the
// database alone cannot reveal it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("password_changed_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("last_sign_in_at", "timestamptz")
    .addColumn("totp_sealed", "bytea")
    .addColumn("totp_pending_sealed", "bytea")
    .execute();
  await sql`create unique index operators_username_lower on operators (lower(username))`.execute(db);

  // `kek_id` fingerprints the sealing key, so a rotated KEY_ENCRYPTION_KEY is told apart from a corrupted row.
  await db.schema
    .createTable("ai_provider_keys")
    .addColumn("provider", "text", (col) => col.primaryKey())
    .addColumn("sealed", "bytea", (col) => col.notNull())
    .addColumn("kek_id", "text", (col) => col.notNull())
    .addColumn("last_four", "text", (col) => col.notNull())
    .addColumn("set_by", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .addColumn("set_at", "timestamptz", (col) => col.notNull())
    .addColumn("rejected_at", "timestamptz")
    .addColumn("rejected_message", "text")
    .execute();

  // The operator's name is copied so a row reads alone.
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("operator_id", "integer", (col) => col.references("operators.id").onDelete("set null"))
    .addColumn("operator_username", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text")
    .addColumn("target_id", "text")
    .addColumn("before", "jsonb")
    .addColumn("after", "jsonb")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_at").on("audit_log").columns(["action", "at"]).execute();
  // Append-only: the database refuses to change or remove a row, whoever asks.
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op;
    end
    $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
  await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable("ai_provider_keys").execute();
  await db.schema.dropTable("operators").execute();
}
