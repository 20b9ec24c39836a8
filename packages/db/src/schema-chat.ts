import type { ColumnType, Generated } from "kysely";

/**
 * Tables of migration 0002: chat conversations, messages and image attachments (0014: thumbnails and pixel sizes;
 * 0025: a message's kind and whether a spoken answer was interrupted).
 */

export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  session_id: string;
  search_query: string | null;
  created_at: ColumnType<Date, never, never>;
}

export type ChatSender = "user" | "ai";

/** text: the words of the child or the AI; camera: a voice call's camera was shared (the AI was asked to describe it). */
export type ChatMessageKind = "text" | "camera";

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  sender: ChatSender;
  content: string;
  kind: Generated<ChatMessageKind>;
  interrupted: Generated<boolean>;
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
  /** Pixels of the stored photo; null when unknown. */
  width: number | null;
  height: number | null;
  /** The small copy the history shows (made at upload); null when there is none: the full photo stands in. */
  thumbnail_type: string | null;
  thumbnail_data: Buffer | null;
  created_at: ColumnType<Date, never, never>;
}
