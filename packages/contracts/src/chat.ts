/** POST /api/chat, GET and DELETE /api/chat/:sessionId. */
import { z } from "zod";
import { Age, IsoDateTime, OfferedRecommendation, OkResponse, SessionId, Subject, VoiceName, idField } from "./common.ts";
import {
  ATTACHMENT_MAX_BASE64_LENGTH,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MIME_PREFIX,
  ATTACHMENT_NAME_MAX_LENGTH,
  ATTACHMENT_TYPE_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  SEARCH_CONTEXT_TEXT_MAX_LENGTH,
} from "./constants/limits.ts";
import { DEFAULT_AGE, DEFAULT_SUBJECT, MESSAGE_SENDERS } from "./constants/options.ts";
import { CHAT_TEXTS, UPLOAD_TEXTS } from "./constants/texts-student.ts";
import { ErrorResponse } from "./errors.ts";
import { defineCall } from "./http.ts";

/** An image the child attaches to a message: `data` is the file as plain base64 (no `data:` prefix). */
export const ChatAttachmentUpload = z
  .strictObject({
    name: z
      .string({ error: "Each file needs a name" })
      .min(1, "Each file needs a name")
      .max(ATTACHMENT_NAME_MAX_LENGTH, `File names can be at most ${ATTACHMENT_NAME_MAX_LENGTH} characters`),
    type: z.string({ error: "Each file needs a type" }).max(ATTACHMENT_TYPE_MAX_LENGTH, "A file type can be at most 100 characters"),
    size: z.number({ error: "Each file needs a size" }).int().nonnegative(),
    data: z
      .base64({ error: "File data must be base64" })
      .min(1, "File data must not be empty")
      .max(ATTACHMENT_MAX_BASE64_LENGTH, "File data is larger than 5MB"),
  })
  .superRefine((file, ctx) => {
    if (!file.type.startsWith(ATTACHMENT_MIME_PREFIX)) {
      ctx.addIssue({ code: "custom", path: ["type"], message: UPLOAD_TEXTS.invalidTypeDescription(file.name) });
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      ctx.addIssue({ code: "custom", path: ["size"], message: UPLOAD_TEXTS.fileTooLargeDescription(file.name) });
    }
  });
export type ChatAttachmentUpload = z.infer<typeof ChatAttachmentUpload>;

/**
 * The search a follow-up continues (query, aiOverview or response). It is only a reference: the
 * server starts the conversation from its own record of the last search in this `sessionId`, so the words here
 * never become the AI's. `aiOverview` and `response` are still accepted (bounded) for seed-shaped clients, and
 * ignored.
 */
export const PreviousSearchContext = z.strictObject({
  query: z.string({ error: "The previous search query is required" }).max(CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS.tooLong),
  aiOverview: z.string().max(SEARCH_CONTEXT_TEXT_MAX_LENGTH, "The previous overview is too long").optional(),
  response: z.string().max(SEARCH_CONTEXT_TEXT_MAX_LENGTH, "The previous reply is too long").optional(),
});
export type PreviousSearchContext = z.infer<typeof PreviousSearchContext>;

export const ChatRequest = z
  .strictObject({
    message: z.string({ error: "The message must be text" }).max(CHAT_MESSAGE_MAX_LENGTH, CHAT_TEXTS.tooLong).default(""),
    sessionId: SessionId,
    isVoiceMode: z.boolean().default(false),
    isResearchPreview: z.boolean().default(false),
    age: Age.default(DEFAULT_AGE),
    subject: Subject.default(DEFAULT_SUBJECT),
    files: z
      .array(ChatAttachmentUpload, { error: "files must be a list" })
      .max(ATTACHMENT_MAX_FILES, UPLOAD_TEXTS.tooManyFilesDescription)
      .default([]),
    previousSearchContext: PreviousSearchContext.optional(),
    /** Ours: the voice a reply in voice mode is spoken in (the settings' Voice Mode Voice); Puck when absent. */
    voice: VoiceName.optional(),
  })
  .refine((request) => request.message.trim().length > 0 || request.files.length > 0, {
    message: CHAT_TEXTS.emptyMessage,
    path: ["message"],
  });
export type ChatRequest = z.infer<typeof ChatRequest>;

/** An app offered with a follow-up reply (also sent over the voice socket). */
export const ChatRecommendation = OfferedRecommendation;
export type ChatRecommendation = z.infer<typeof ChatRecommendation>;

export const ChatResponse = z.object({
  response: z.string(),
  sessionId: SessionId,
  /** Spoken reply in voice mode: 24 kHz 16-bit mono PCM as base64; absent when speech could not be made. */
  audioBase64: z.string().optional(),
  /** true: the daily message limit locked the app until tomorrow. */
  locked: z.boolean().optional(),
  recommendation: ChatRecommendation.optional(),
  /** Kept for clients that check the flag; the server answers a full chat with 429 instead. */
  limitReached: z.boolean().optional(),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

export const ChatSessionParams = z.object({ sessionId: SessionId });
export type ChatSessionParams = z.infer<typeof ChatSessionParams>;

/**
 * An attachment as a message of the history names it: what it is, never its bytes, which the browser loads from
 * GET /api/attachments/:id (`attachmentUrl`). `fileType` and `fileSize` are the stored photo's (metadata removed,
 * converted where the model cannot read the original); `width` and `height` are its pixels, null when unknown.
 */
export const MessageAttachment = z.object({
  id: idField("Attachment id"),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const MessageSender = z.enum(MESSAGE_SENDERS);
export type MessageSender = z.infer<typeof MessageSender>;

/** text: words of the child or the AI; camera: the camera was shared in a voice call (the AI was asked to describe it). */
export const MessageKind = z.enum(["text", "camera"]);
export type MessageKind = z.infer<typeof MessageKind>;

export const Message = z.object({
  id: idField("Message id"),
  content: z.string(),
  sender: MessageSender,
  /** Absent: text. */
  kind: MessageKind.optional(),
  /** A spoken answer that stopped before its end (the child spoke over it, or the call ended): what was said of it. */
  interrupted: z.boolean().optional(),
  createdAt: IsoDateTime,
  sessionId: SessionId,
  userId: idField("User id"),
  attachments: z.array(MessageAttachment),
});
export type Message = z.infer<typeof Message>;

/** The seed does not show the history's shape; this is ours: the messages of one session, oldest first. */
export const ChatHistory = z.object({
  sessionId: SessionId,
  messages: z.array(Message),
});
export type ChatHistory = z.infer<typeof ChatHistory>;

/** Statuses the chat client treats specially. */
export const CHAT_LOCKED_STATUS = 423;
export const CHAT_LIMIT_STATUS = 429;

/**
 * The body of POST /api/chat's 429: the shared error body, plus `limitReached: true` when the conversation is
 * full (message CHAT_TEXTS.limitReachedInline). A 429 without the flag is the 2000 ms cooldown.
 */
export const ChatTooManyRequestsResponse = z.object({ ...ErrorResponse.shape, limitReached: z.boolean().optional() });
export type ChatTooManyRequestsResponse = z.infer<typeof ChatTooManyRequestsResponse>;

export const chatCalls = {
  sendChat: defineCall({
    method: "POST",
    path: "/api/chat",
    body: ChatRequest,
    response: ChatResponse,
    errors: {
      [CHAT_LOCKED_STATUS]: "Time limit reached: toast 'App Locked'",
      [CHAT_LIMIT_STATUS]:
        "50 messages in this session: message 'Chat limit reached (50/50 messages)...' and limitReached: true (ChatTooManyRequestsResponse), optimistic message removed; without the flag: the 2000 ms cooldown",
      404: "Another student's session id",
      502: "The AI model failed to answer (the child's message is kept)",
      503: "The AI is not set up (no key)",
      504: "The AI model took too long (the child's message is kept)",
    },
  }),
  getChatHistory: defineCall({
    method: "GET",
    path: "/api/chat/:sessionId",
    params: ChatSessionParams,
    response: ChatHistory,
    errors: { 404: "Another student's session id" },
  }),
  /** Clears the session's messages; the seed reads no answer. */
  clearChat: defineCall({
    method: "DELETE",
    path: "/api/chat/:sessionId",
    params: ChatSessionParams,
    response: OkResponse,
    errors: { 404: "Another student's session id" },
  }),
} as const;

/**
 * The messages the 50-message limit counts, the same on the client and the server: every message
 * but an AI message that opens the conversation, which is a follow-up's search overview (the search's answer,
 * not a message the child exchanged). A follow-up chat then reaches the limit texts at 50 too.
 */
export function countedChatMessages(messages: readonly { sender: string }[]): number {
  return messages.length - (messages[0]?.sender === "ai" ? 1 : 0);
}
