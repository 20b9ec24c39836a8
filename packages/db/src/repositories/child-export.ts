import { sql } from "kysely";
import type { Db, Executor } from "../client.ts";
import { conversationsOf } from "./child-conversations.ts";
import type { ChildConversationRecord } from "./child-conversations.ts";
import { SETTINGS_COLUMNS } from "./parental-settings.ts";
import type { ParentalSettingsRecord } from "./parental-settings.ts";

/** A photo a child attached, as the export lists it (its bytes are read with `photoChunk`). */
export interface ChildPhotoRecord {
  id: number;
  messageId: number;
  conversationId: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** The stored bytes' length. */
  byteLength: number;
  createdAt: Date;
}

/** Everything stored about a child but the photos' bytes: what the export's child.json holds. */
export interface ChildExportRecord {
  account: { id: number; username: string; birthYear: number | null; createdAt: Date };
  settings:
    ({ parentPasswordSet: boolean } & Omit<ParentalSettingsRecord, "userId" | "parentPasswordHash" | "featureLimits" | "quietHours">) | null;
  dailyUsage: Array<{ day: string; messages: number; activeMinutes: number }>;
  studyModeExits: Array<{ kind: string; exitedAt: Date }>;
  safetyEvents: Array<{
    id: string;
    category: string;
    surface: string;
    childMessage: string;
    reply: string;
    status: string;
    createdAt: Date;
    resolvedAt: Date | null;
  }>;
  conversations: ChildConversationRecord[];
  photos: ChildPhotoRecord[];
  consents: Array<{
    parentEmail: string;
    noticeVersion: string;
    method: string;
    givenAt: Date;
    withdrawnAt: Date | null;
    refundedAt: Date | null;
  }>;
  parents: Array<{ email: string; linkedAt: Date }>;
}

const ALL = 2_147_483_647;

/** One query a section of the export, each scoped to the one child and run in the export's transaction once the child is found. */
const sectionsOf = (executor: Executor, userId: number) => ({
  settings: () =>
    executor
      .selectFrom("parental_settings")
      .select((eb) => [sql<boolean>`${eb.ref("parent_password_hash")} is not null`.as("parentPasswordSet"), ...SETTINGS_COLUMNS])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  dailyUsage: () =>
    executor
      .selectFrom("daily_usage")
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "messages", "active_minutes as activeMinutes"])
      .where("user_id", "=", userId)
      .orderBy("day")
      .execute(),
  studyModeExits: () =>
    executor
      .selectFrom("study_mode_exits")
      .select(["kind", "exited_at as exitedAt"])
      .where("user_id", "=", userId)
      .orderBy("exited_at")
      .execute(),
  safetyEvents: () =>
    executor
      .selectFrom("safety_events")
      .select([
        "id",
        "category",
        "surface",
        "child_message as childMessage",
        "reply",
        "status",
        "created_at as createdAt",
        "resolved_at as resolvedAt",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  // All of them: retention and the daily limits are what bound an export.
  conversations: () => conversationsOf(executor, userId, { maxConversations: ALL, maxMessages: ALL }),
  photos: () =>
    executor
      .selectFrom("attachments as a")
      .innerJoin("messages as m", "m.id", "a.message_id")
      .select([
        "a.id",
        "a.message_id as messageId",
        "m.conversation_id as conversationId",
        "a.file_name as fileName",
        "a.file_type as fileType",
        "a.file_size as fileSize",
        sql<number>`octet_length(a.file_data)`.as("byteLength"),
        "a.created_at as createdAt",
      ])
      .where("a.user_id", "=", userId)
      .orderBy("a.id")
      .execute(),
  consents: () =>
    executor
      .selectFrom("parental_consents as c")
      .innerJoin("parents as p", "p.id", "c.parent_id")
      .select([
        "p.email as parentEmail",
        "c.notice_version as noticeVersion",
        "c.method",
        "c.given_at as givenAt",
        "c.withdrawn_at as withdrawnAt",
        "c.refunded_at as refundedAt",
      ])
      .where("c.user_id", "=", userId)
      .orderBy("c.given_at")
      .execute(),
  parents: () =>
    executor
      .selectFrom("parent_links as l")
      .innerJoin("parents as p", "p.id", "l.parent_id")
      .select(["p.email", "l.linked_at as linkedAt"])
      .where("l.user_id", "=", userId)
      .orderBy("l.linked_at")
      .execute(),
});

/** Everything about the child but the photos' bytes, as of one moment; undefined when there is no such child. */
export function readChildExport(db: Db, userId: number): Promise<ChildExportRecord | undefined> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const account = await trx
        .selectFrom("users")
        .select(["id", "username", "birth_year as birthYear", "created_at as createdAt"])
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!account) return undefined;
      const sections = sectionsOf(trx, userId);
      const [settings, dailyUsage, studyModeExits, safetyEvents, conversations, photos, consents, parents] = await Promise.all([
        sections.settings(),
        sections.dailyUsage(),
        sections.studyModeExits(),
        sections.safetyEvents(),
        sections.conversations(),
        sections.photos(),
        sections.consents(),
        sections.parents(),
      ]);
      return { account, settings: settings ?? null, dailyUsage, studyModeExits, safetyEvents, conversations, photos, consents, parents };
    });
}
