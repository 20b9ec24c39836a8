// child.json: everything stored about a child, in the words a parent reads (no ids of other people, no hashes).
import type { ChildConversationRecord, ChildExportRecord } from "@kidsafe/db";
import { transcriptLineOf } from "../parents/transcripts.ts";
import { photoPathOf } from "./export-zip.ts";

/** What the export says it is, for whoever opens it later. */
export const EXPORT_README =
  "Everything KidSafe AI stores about this child, as of exportedAt. Photos are in the photos folder beside this file.";

const TITLE_MAX_LENGTH = 80;

/** A conversation's title: the search it continued, else its first question, shortened. */
export function conversationTitle(conversation: Pick<ChildConversationRecord, "searchQuery" | "messages">): string {
  const first =
    conversation.searchQuery ?? conversation.messages.find((message) => message.sender === "user" && message.kind === "text")?.content ?? "";
  const oneLine = first.replace(/\s+/g, " ").trim();
  if (oneLine === "") return "Conversation";
  return oneLine.length > TITLE_MAX_LENGTH ? `${oneLine.slice(0, TITLE_MAX_LENGTH - 1)}…` : oneLine;
}

export function exportDocument(data: ChildExportRecord, exportedAt: Date) {
  const photosOfMessage = new Map<number, string[]>();
  for (const photo of data.photos) photosOfMessage.set(photo.messageId, [...(photosOfMessage.get(photo.messageId) ?? []), photoPathOf(photo)]);
  return {
    about: EXPORT_README,
    exportedAt,
    account: { username: data.account.username, birthYear: data.account.birthYear, createdAt: data.account.createdAt },
    settings: data.settings,
    dailyUsage: data.dailyUsage,
    studyModeExits: data.studyModeExits,
    safetyEvents: data.safetyEvents.map((event) => ({
      category: event.category,
      surface: event.surface,
      status: event.status,
      createdAt: event.createdAt,
      resolvedAt: event.resolvedAt,
      exchange: { childMessage: event.childMessage, reply: event.reply },
    })),
    conversations: data.conversations.map((conversation) => ({
      title: conversationTitle(conversation),
      searchQuery: conversation.searchQuery,
      startedAt: conversation.createdAt,
      lastActivityAt: conversation.lastActivityAt,
      messages: conversation.messages.map((message) => ({
        ...transcriptLineOf(message),
        createdAt: message.createdAt,
        photos: photosOfMessage.get(message.id) ?? [],
      })),
    })),
    photos: data.photos.map((photo) => ({
      file: photoPathOf(photo),
      fileName: photo.fileName,
      fileType: photo.fileType,
      bytes: photo.byteLength,
      createdAt: photo.createdAt,
    })),
    consents: data.consents,
    parents: data.parents,
  };
}
