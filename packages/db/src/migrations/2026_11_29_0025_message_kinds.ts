import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them.
//
// The chat record says what happened: `kind` tells a camera shared in a voice call (the AI was asked to describe it)
// from the child's own words, and `interrupted` marks a spoken answer that stopped before its end. Rows stored before
// keep the defaults: text, finished.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table messages
      add column kind text not null default 'text' check (kind in ('text', 'camera')),
      add column interrupted boolean not null default false
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table messages drop column interrupted, drop column kind`.execute(db);
}
