import type { ColumnType, Generated, Selectable } from "kysely";

/** Tables of migration 0002: chat conversations, messages and image attachments. */

export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  session_id: string;
  search_query: string | null;
  created_at: ColumnType<Date, never, never>;
}

export type ChatSender = "user" | "ai";

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  sender: ChatSender;
  content: string;
  created_at: ColumnType<Date, never, never>;
}

export interface AttachmentsTable {
  id: Generated<number>;
  message_id: number;
  user_id: number;
  file_name: string;
  file_type: string;
  file_size: number;
  file_data: Buffer;
  created_at: ColumnType<Date, never, never>;
}

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
