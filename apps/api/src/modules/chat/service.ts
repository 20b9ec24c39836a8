// The chat's rules (seed 000 §4, §5, §9): who may read and write a conversation, the 50-message and cooldown
// limits, attachments, the usage gate, and one place that stores the question and the reply around the model.
import { BLOCKED_QUESTION_REPLY, isAiError } from "@kidsafe/ai";
import type { AiTextModel, ConversationTurn } from "@kidsafe/ai";
import { ATTACHMENT_STORAGE_QUOTA_BYTES, CHAT_MAX_MESSAGES, CHAT_TEXTS, countedChatMessages } from "@kidsafe/contracts";
import type { ChatHistory, ChatRequest, ChatResponse, Message, OkResponse, User } from "@kidsafe/contracts";
import type { ChatRepository, MessageRecord, SessionLookup } from "@kidsafe/db";
import { HttpError, notFound, timed } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import { checkAttachments } from "./attachments.ts";
import type { CheckedAttachment } from "./attachments.ts";
import type { ChatCooldown } from "./cooldown.ts";
import type { ReplyRecommendations, StudyModeReader } from "./reply-recommendations.ts";
import { httpErrorForModelFailure } from "./model-errors.ts";
import type { SearchContexts } from "./search-contexts.ts";
import { CHAT_SERVER_TEXTS } from "./texts.ts";
import type { UsageGate } from "./usage-gate.ts";

/** The 51st message: a 429 whose body also carries `limitReached: true` (see routes.ts). */
export class ChatLimitReachedError extends HttpError {
  constructor() {
    super(429, CHAT_TEXTS.limitReachedInline);
  }
}

export interface ChatServiceDependencies {
  chats: ChatRepository;
  textModel: AiTextModel;
  cooldown: ChatCooldown;
  usageGate: UsageGate;
  recommendations: ReplyRecommendations;
  studyMode: StudyModeReader;
  searchContexts: SearchContexts;
  log: Logger;
}

export function createChatService({
  chats,
  textModel,
  cooldown,
  usageGate,
  recommendations,
  studyMode,
  searchContexts,
  log,
}: ChatServiceDependencies) {
  /**
   * The app to offer beside a follow-up reply (a conversation that started from a search), judged on the child's
   * question and the search's words; none when choosing fails, which must not cost the child the reply.
   */
  async function recommendationFor(student: User, request: ChatRequest, searchQuery: string) {
    try {
      const state = await studyMode.recentState(student.id);
      return await recommendations.chooseRecommendation({
        userId: student.id,
        sessionId: request.sessionId,
        type: "followup",
        words: `${request.message} ${searchQuery}`,
        age: request.age,
        subject: request.subject,
        studyMode: state.enabled,
      });
    } catch (error) {
      log.warn({ err: error }, "choosing a recommendation failed; answering the reply without one");
      return null;
    }
  }

  /** A session id that another student uses is a 404 (unless this student has a conversation under it too). */
  function refuseOthers<M>(lookup: SessionLookup<M>): SessionLookup<M> {
    if (!lookup.conversation && lookup.usedByAnotherStudent) throw notFound(CHAT_SERVER_TEXTS.chatNotFound);
    return lookup;
  }

  /** The last message is this same question, unanswered (its model call failed): sending it again retries it. */
  async function isRetryOf(last: MessageRecord | undefined, message: string, attachments: readonly CheckedAttachment[]) {
    if (last?.sender !== "user" || last.content !== message) return false;
    const stored = await chats.attachmentSummary(last.id);
    return (
      stored.length === attachments.length &&
      stored.every((file, index) => file.fileName === attachments[index]?.fileName && file.fileSize === attachments[index]?.fileSize)
    );
  }

  function toHistoryTurns(messages: readonly MessageRecord[], searchQuery: string | null | undefined): ConversationTurn[] {
    const turns = messages.map((message): ConversationTurn => ({ role: message.sender === "ai" ? "model" : "user", text: message.content }));
    // A follow-up starts with the search's overview; its query is the question that overview answered.
    if (searchQuery && turns[0]?.role === "model") turns.unshift({ role: "user", text: searchQuery });
    return turns;
  }

  function seedTurns(seed: { searchQuery: string; firstReply: string } | undefined): ConversationTurn[] {
    if (!seed || seed.firstReply === "") return [];
    return [
      { role: "user", text: seed.searchQuery },
      { role: "model", text: seed.firstReply },
    ];
  }

  return {
    async send(student: User, request: ChatRequest): Promise<ChatResponse> {
      const attachments = checkAttachments(request.files);

      // Both are reads: asked together (one round trip of waiting), and the gate's answer decides first.
      const [gate, lookup] = await Promise.allSettled([
        timed("limits", () => usageGate.check(student.id)),
        chats.conversationOf(student.id, request.sessionId),
      ]);
      if (gate.status === "rejected") throw gate.reason;
      if (gate.value.locked) return { response: CHAT_TEXTS.dailyLimitDescription, sessionId: request.sessionId, locked: true };
      if (lookup.status === "rejected") throw lookup.reason;
      const { conversation: own, messages: earlier } = refuseOthers(lookup.value);
      const retry = await isRetryOf(earlier.at(-1), request.message, attachments);
      // A new conversation that follows a search starts from the server's record of that search, never from
      // words the browser sends (docs/decisions.md): without a record it starts plain.
      const searched = !own && request.previousSearchContext ? await searchContexts.recall(student.id, request.sessionId) : null;
      const seed = searched ? { searchQuery: searched.query, firstReply: searched.overview.trim() } : undefined;

      // 50 messages per conversation, both senders counted as the seed's counter does (a follow-up's opening
      // overview is not: countedChatMessages). A question is taken only when it and its reply both fit.
      const stored = countedChatMessages(earlier);
      const adding = retry ? 1 : 2;
      if (stored + adding > CHAT_MAX_MESSAGES) throw new ChatLimitReachedError();

      // The storage quota: only a message that would store new photos asks (a retry's photos are stored already).
      if (!retry && attachments.length > 0) {
        const adding = attachments.reduce((sum, attachment) => sum + attachment.fileSize, 0);
        if ((await chats.attachmentBytesOf(student.id)) + adding > ATTACHMENT_STORAGE_QUOTA_BYTES) {
          throw new HttpError(413, CHAT_SERVER_TEXTS.storageFull);
        }
      }

      const waitMs = await cooldown.take(student.id);
      if (waitMs > 0) {
        throw new HttpError(429, CHAT_SERVER_TEXTS.cooldown, undefined, { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) });
      }

      let conversationId: number;
      if (retry && own) {
        conversationId = own.id;
      } else {
        ({ conversationId } = await chats.storeQuestion({
          userId: student.id,
          sessionId: request.sessionId,
          conversationId: own?.id,
          seed,
          content: request.message,
          attachments,
        }));
      }
      // A re-sent question is another model call: it counts toward the daily message limit like a new one.
      await timed("limits", () => usageGate.recordMessage(student.id));
      const turns = own ? toHistoryTurns(retry ? earlier.slice(0, -1) : earlier, own.searchQuery) : seedTurns(seed);

      let replyText: string;
      let offerable = true;
      try {
        const reply = await timed("model", () =>
          textModel.reply({
            age: request.age,
            subject: request.subject,
            history: turns,
            message: request.message,
            images: attachments.map((attachment) => ({ mimeType: attachment.fileType, base64: attachment.base64 })),
          }),
        );
        replyText = reply.text;
        offerable = !reply.replacedForSafety;
        if (reply.replacedForSafety) log.warn({ safetyIssues: reply.safetyIssues }, "chat reply replaced by the safe refusal");
      } catch (error) {
        if (!isAiError(error)) throw error;
        if (error.failure !== "blocked_prompt") {
          log.warn({ err: error, failure: error.failure }, "chat model call failed; the student's message stays stored");
          throw httpErrorForModelFailure(error);
        }
        replyText = BLOCKED_QUESTION_REPLY;
        offerable = false;
      }

      // Only a reply in a conversation that began with a search is a follow-up reply (seed 000 §1); a refusal carries none.
      const searchQuery = own ? own.searchQuery : seed?.searchQuery;
      const [, recommendation] = await Promise.all([
        chats.insertReply(conversationId, student.id, replyText),
        offerable && searchQuery ? timed("recommendation", () => recommendationFor(student, request, searchQuery)) : null,
      ]);
      const answer: ChatResponse = { response: replyText, sessionId: request.sessionId };
      return recommendation ? { ...answer, recommendation } : answer;
    },

    async history(student: User, sessionId: string): Promise<ChatHistory> {
      // An unknown session id is a tab the student just opened: an empty history, so a reload works.
      const { messages: records } = refuseOthers(await chats.historyOf(student.id, sessionId));
      const messages = records.map((record): Message => ({
        id: record.id,
        content: record.content,
        sender: record.sender,
        createdAt: record.createdAt.toISOString(),
        sessionId,
        userId: student.id,
        attachments: record.attachments.map((attachment) => ({
          id: attachment.id,
          fileName: attachment.fileName,
          fileType: attachment.fileType,
          fileSize: attachment.fileSize,
          fileData: attachment.fileData.toString("base64"),
        })),
      }));
      return { sessionId, messages };
    },

    async clear(student: User, sessionId: string): Promise<OkResponse> {
      const { conversation } = refuseOthers(await chats.conversationOf(student.id, sessionId));
      if (conversation) await chats.deleteConversation(conversation.id);
      return { ok: true };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
