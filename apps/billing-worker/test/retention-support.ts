// A retention backlog written straight into PostgreSQL with chosen times: what is due (past its time at `now`) and
// what is not (younger, touched recently, or exactly at the limit), and a snapshot of both to compare after a run.
import { CHAT_RETENTION_DAYS, MODERATION_REVIEW_RETENTION_DAYS, SAFETY_EVENT_RETENTION_DAYS } from "@kidsafe/contracts";
import type { Db } from "@kidsafe/db";
import { sql } from "kysely";
import { DAY_MS } from "./harness.ts";

export interface RetentionSnapshot {
  conversations: string[];
  messages: number;
  attachments: number;
  moderationReviews: string[];
  safetyEvents: string[];
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * `due` of each kind past its time, and `kept` of each kind that is not. Conversations: due ones were started and last
 * written `CHAT_RETENTION_DAYS + 10` days ago (with a photo) or are empty and as old; kept ones are as old but got a
 * message 10 days ago, are recent, or started exactly at the limit. Sessions and texts say which is which.
 */
export async function seedRetentionBacklog(db: Db, now: Date, { due, kept }: { due: number; kept: number }): Promise<void> {
  const user = await sql<{ id: number }>`
    insert into users (username, password_hash) values (${`retention-${String(now.getTime())}-${String(Math.random()).slice(2, 8)}`}, '!test')
    returning id`.execute(db);
  const userId = user.rows[0]!.id;
  const old = daysBefore(now, CHAT_RETENTION_DAYS + 10);
  const recent = daysBefore(now, 10);
  const limit = daysBefore(now, CHAT_RETENTION_DAYS);

  const conversations = (prefix: string, count: number, at: Date) => sql`
    insert into conversations (user_id, session_id, created_at)
    select ${userId}, ${prefix} || '-' || g, ${at} from generate_series(1, ${count}) g`;
  const messages = (prefix: string, at: Date, content: string) => sql`
    insert into messages (conversation_id, user_id, sender, content, created_at)
    select id, user_id, 'user', ${content}, ${at} from conversations where user_id = ${userId} and session_id like ${`${prefix}-%`}`;

  await conversations("due", due, old).execute(db);
  await messages("due", old, "due question").execute(db);
  await sql`
    insert into attachments (message_id, user_id, file_name, file_type, file_size, file_data)
    select m.id, m.user_id, 'photo.jpg', 'image/jpeg', 4, decode('ffd8ffd9', 'hex')
    from messages m join conversations c on c.id = m.conversation_id
    where c.user_id = ${userId} and c.session_id like 'due-%'`.execute(db);
  await conversations("due_empty", Math.max(1, Math.floor(due / 10)), old).execute(db);

  await conversations("kept_touched", kept, old).execute(db);
  await messages("kept_touched", old, "kept old question").execute(db);
  await messages("kept_touched", recent, "kept recent question").execute(db);
  await conversations("kept_recent", kept, recent).execute(db);
  await messages("kept_recent", recent, "kept recent question").execute(db);
  await conversations("kept_at_limit", 1, limit).execute(db);

  const reviews = (count: number, at: Date, reason: string) => sql`
    insert into moderation_reviews (surface, age, reply_text, reason, created_at)
    select 'chat', 9, 'a held-back answer', ${reason}, ${at} from generate_series(1, ${count}) g`;
  await reviews(due, daysBefore(now, MODERATION_REVIEW_RETENTION_DAYS + 1), "due").execute(db);
  await reviews(kept, daysBefore(now, MODERATION_REVIEW_RETENTION_DAYS - 1), "kept").execute(db);
  await reviews(1, daysBefore(now, MODERATION_REVIEW_RETENTION_DAYS), "kept").execute(db);

  // Due events: half resolved (long ago), half never looked at; both are past their time once recorded 91 days ago.
  const events = (count: number, at: Date, note: string, resolved: boolean) => sql`
    insert into safety_events (user_id, category, surface, child_message, reply, status, created_at, resolved_at, note)
    select ${userId}, 'personal_data', 'chat', 'my address is [masked]', 'Keep that private.',
      ${resolved ? "resolved" : "new"}, ${at}, ${resolved ? at : null}, ${note}
    from generate_series(1, ${count}) g`;
  const eventDue = daysBefore(now, SAFETY_EVENT_RETENTION_DAYS + 1);
  await events(Math.ceil(due / 2), eventDue, "due", true).execute(db);
  await events(Math.floor(due / 2), eventDue, "due", false).execute(db);
  await events(kept, daysBefore(now, SAFETY_EVENT_RETENTION_DAYS - 1), "kept", true).execute(db);
  await events(1, daysBefore(now, SAFETY_EVENT_RETENTION_DAYS), "kept", false).execute(db);
}

/** Which rows are there, split into the due ones and the kept ones by their marks. */
export async function snapshot(db: Db): Promise<{ due: RetentionSnapshot; kept: RetentionSnapshot }> {
  const of = async (due: boolean): Promise<RetentionSnapshot> => {
    const like = due ? "due%" : "kept%";
    const ids = async (query: ReturnType<typeof sql<{ id: string }>>) => (await query.execute(db)).rows.map((row) => String(row.id));
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);
    return {
      conversations: await ids(sql<{ id: string }>`select id from conversations where session_id like ${like} order by id`),
      messages: await count(
        sql<{
          n: string;
        }>`select count(*) as n from messages m join conversations c on c.id = m.conversation_id where c.session_id like ${like}`,
      ),
      attachments: await count(
        sql<{ n: string }>`select count(*) as n from attachments a join messages m on m.id = a.message_id
          join conversations c on c.id = m.conversation_id where c.session_id like ${like}`,
      ),
      moderationReviews: await ids(sql<{ id: string }>`select id from moderation_reviews where reason like ${like} order by id`),
      safetyEvents: await ids(sql<{ id: string }>`select id from safety_events where note like ${like} order by id`),
    };
  };
  return { due: await of(true), kept: await of(false) };
}

/** Rows not hanging off a conversation any more (none should: messages and photos cascade). */
export async function orphans(db: Db): Promise<number> {
  const result = await sql<{ n: string }>`
    select (select count(*) from messages m where not exists (select 1 from conversations c where c.id = m.conversation_id))
      + (select count(*) from attachments a where not exists (select 1 from messages m where m.id = a.message_id)) as n`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

export const emptySnapshot: RetentionSnapshot = { conversations: [], messages: 0, attachments: 0, moderationReviews: [], safetyEvents: [] };
