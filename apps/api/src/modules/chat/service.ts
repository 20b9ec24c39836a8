// The chat's rules: who may read and write a conversation, the 50-message and cooldown
// limits, attachments, the usage gate, and one place that stores the question and the reply around the turn pipeline.
import { ageNumberOf } from "@kidsafe/ai";
import type { AiSpeechModel, AiTextModel, TurnPipeline } from "@kidsafe/ai";
import { CHAT_TEXTS } from "@kidsafe/contracts";
import type { ChatHistory, ChatRequest, ChatResponse, Message, OkResponse, User } from "@kidsafe/contracts";
import type { ChatAttachmentsRepository, ChatConversationsRepository, ChatMessagesRepository } from "@kidsafe/db";
import { timed } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import { checkAttachments } from "./attachments.ts";
import type { ChatCooldown } from "./cooldown.ts";
import { recommendationFor } from "./follow-up-recommendation.ts";
import { historyTurnsOf } from "./history-turns.ts";
import { refuseOthers } from "./own-conversation.ts";
import { placeQuestion, storeQuestion } from "./question.ts";
import { deliverReply } from "./reply-delivery.ts";
import type { ReplyRecommendations, StudyModeReader } from "./reply-recommendations.ts";
import { answerCrisisPastLimit, runTurn, screenQuestion, turnContextFor } from "./run-turn.ts";
import type { SearchContexts } from "./search-contexts.ts";
import { ChatLimitReachedError, fitsInConversation, readGateAndConversation, takeStorageAndCooldown } from "./send-limits.ts";
import type { UsageGate } from "./usage-gate.ts";

export { ChatLimitReachedError } from "./send-limits.ts";

export interface ChatServiceDependencies {
  conversations: ChatConversationsRepository;
  messages: ChatMessagesRepository;
  photos: ChatAttachmentsRepository;
  textModel: AiTextModel;
  /** Screens the child's words before the model and judges every reply in its context before it is stored or shown. */
  turns: TurnPipeline;
  /** Speaks a reply when the child is in voice mode (isVoiceMode). */
  speech: AiSpeechModel;
  cooldown: ChatCooldown;
  usageGate: UsageGate;
  recommendations: ReplyRecommendations;
  studyMode: StudyModeReader;
  searchContexts: SearchContexts;
  log: Logger;
}

/** What the request says beyond its body. */
export interface ChatSendOptions {
  /** The browser's Accept-Language: which helpline a self-harm refusal names. */
  locale?: string;
}

export function createChatService(dependencies: ChatServiceDependencies) {
  const { conversations, turns, usageGate, studyMode } = dependencies;

  return {
    async send(student: User, request: ChatRequest, options: ChatSendOptions = {}): Promise<ChatResponse> {
      // The cheap checks first (size, signature, a type we can open); the photos are re-encoded once the gate and
      // the conversation let the message through.
      const checked = checkAttachments(request.files);
      const age = ageNumberOf(request.age);
      const screened = screenQuestion(turns, request.message, age);
      const context = turnContextFor(student, request.sessionId, age, options.locale);
      const crisisPastLimit = () => answerCrisisPastLimit(turns, context(request.isVoiceMode ? "voice" : "chat"), screened, request.sessionId);

      // A question in voice mode is voice's time and limit; a typed one is chat's.
      const feature = request.isVoiceMode ? "voice" : "chat";
      const read = await readGateAndConversation(dependencies, student.id, request.sessionId, feature);
      if (read.locked) {
        if (screened.category === "crisis") return crisisPastLimit();
        return { response: CHAT_TEXTS.dailyLimitDescription, sessionId: request.sessionId, locked: true };
      }
      const question = await placeQuestion(dependencies, student, request, read.lookup, screened.masked, checked);
      if (!fitsInConversation(question)) {
        if (screened.category === "crisis") return crisisPastLimit();
        throw new ChatLimitReachedError();
      }
      await takeStorageAndCooldown(dependencies, student.id, question);

      const conversationId = await storeQuestion(dependencies.messages, student, request, question, screened.masked);
      // A re-sent question is another model call: it counts toward the daily message limit like a new one.
      await timed("limits", () => usageGate.recordMessage(student.id, { feature, subject: request.subject }));
      // Only a reply in a conversation that began with a search is a follow-up reply. Study mode decides
      // which app it may offer: read while the model answers, so choosing waits for no read of its own.
      const searchQuery = question.own ? question.own.searchQuery : question.seed?.searchQuery;
      const studyState = searchQuery ? studyMode.recentState(student.id) : undefined;
      studyState?.catch(() => undefined); // a failed read is handled where it is awaited, or not needed
      const surface = request.isVoiceMode ? "voice" : searchQuery ? "followup" : "chat";

      const reply = await runTurn(dependencies, context(surface), {
        request,
        screened,
        history: historyTurnsOf(question),
        attachments: question.attachments,
      });
      // A refusal carries no recommendation.
      const recommend =
        reply.offerable && searchQuery && studyState
          ? () => recommendationFor(dependencies, student, request, screened.masked, searchQuery, studyState)
          : null;
      return deliverReply(dependencies, request, { conversationId, userId: student.id, text: reply.text }, recommend);
    },

    async history(student: User, sessionId: string): Promise<ChatHistory> {
      // An unknown session id is a tab the student just opened: an empty history, so a reload works.
      const { messages: records } = refuseOthers(await conversations.historyOf(student.id, sessionId));
      const messages = records.map((record): Message => ({
        id: record.id,
        content: record.content,
        sender: record.sender,
        ...(record.kind === "text" ? {} : { kind: record.kind }),
        ...(record.interrupted ? { interrupted: true } : {}),
        createdAt: record.createdAt.toISOString(),
        sessionId,
        userId: student.id,
        attachments: record.attachments.map((attachment) => ({
          id: attachment.id,
          fileName: attachment.fileName,
          fileType: attachment.fileType,
          fileSize: attachment.fileSize,
          width: attachment.width,
          height: attachment.height,
        })),
      }));
      return { sessionId, messages };
    },

    async clear(student: User, sessionId: string): Promise<OkResponse> {
      const { conversation } = refuseOthers(await conversations.conversationOf(student.id, sessionId));
      if (conversation) await conversations.deleteConversation(conversation.id);
      return { ok: true };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
