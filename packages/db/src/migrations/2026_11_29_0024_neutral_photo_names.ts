import { sql } from "kysely";
import type { Kysely } from "kysely";

// Frozen in time: migrations use Kysely<any> so later schema changes never break them. The device's file name often carries a child's name or
// street, so it is not kept anywhere.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update attachments
    set file_name = 'photo-' || ranked.place || '.' || case attachments.file_type
      when 'image/png' then 'png' when 'image/webp' then 'webp' else 'jpg' end
    from (select id, row_number() over (partition by message_id order by id) as place from attachments) as ranked
    where ranked.id = attachments.id
  `.execute(db);
}

export async function down(): Promise<void> {
  // The device's names are gone on purpose: nothing to restore.
}
