import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("conversations")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // Also a path segment, so URL-safe.
    .addColumn("session_id", "text", (col) => col.notNull())
    .addColumn("search_query", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("conversations_user_session_key", ["user_id", "session_id"])
    .execute();
  // Another student's session id must be recognised (404), so session ids are looked up on their own too.
  await db.schema.createIndex("conversations_session_id").on("conversations").column("session_id").execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("conversation_id", "integer", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sender", "text", (col) => col.notNull().check(sql`sender in ('user', 'ai')`))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("messages_conversation_order").on("messages").columns(["conversation_id", "id"]).execute();
  await db.schema.createIndex("messages_user_id").on("messages").column("user_id").execute();

  await db.schema
    .createTable("attachments")
    .addColumn("id", "integer", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("message_id", "integer", (col) => col.notNull().references("messages.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("file_name", "text", (col) => col.notNull())
    // Read from the bytes' signature, not what the browser declared.
    .addColumn("file_type", "text", (col) => col.notNull())
    .addColumn("file_size", "integer", (col) => col.notNull().check(sql`file_size >= 0`))
    .addColumn("file_data", "bytea", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("attachments_message_id").on("attachments").column("message_id").execute();
  await db.schema.createIndex("attachments_user_id").on("attachments").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("attachments").execute();
  await db.schema.dropTable("messages").execute();
  await db.schema.dropTable("conversations").execute();
}
