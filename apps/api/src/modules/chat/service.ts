// The chat's rules (seed 000 §4, §5, §9): who may read and write a conversation, the 50-message and cooldown
// limits, attachments, the usage gate, and one place that stores the question and the reply around the turn pipeline.
import { ageNumberOf, isAiError } from "@kidsafe/ai";
import type { AiSpeechModel, AiTextModel, ConversationTurn, PreviousTurn, TurnContext, TurnPipeline } from "@kidsafe/ai";
import { ATTACHMENT_STORAGE_QUOTA_BYTES, CHAT_MAX_MESSAGES, CHAT_TEXTS, DEFAULT_VOICE, countedChatMessages } from "@kidsafe/contracts";
import type { ChatHistory, ChatRequest, ChatResponse, Message, OkResponse, StudyModeState, User } from "@kidsafe/contracts";
import type { ChatRepository, MessageRecord, SessionLookup } from "@kidsafe/db";
import { HttpError, addTiming, awaitBeside, notFound, timed } from "@kidsafe/server-kit";
import type { Logger } from "@kidsafe/server-kit";
import { checkAttachments, prepareAttachments } from "./attachments.ts";
import type { PreparedAttachment } from "./attachments.ts";
import type { ChatCooldown } from "./cooldown.ts";
import type { FollowUpRecommendationRequest, ReplyRecommendations, StudyModeReader } from "./reply-recommendations.ts";
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
  const { chats, textModel, turns, speech, cooldown, usageGate, recommendations, studyMode, searchContexts, log } = dependencies;

  /** The reply read aloud for voice mode; none when speech fails, which must not cost the child the reply. */
  async function spokenReply(request: ChatRequest, text: string): Promise<string | null> {
    try {
      const spoken = await speech.speak({ text, voice: request.voice ?? DEFAULT_VOICE });
      return spoken.pcmBase64;
    } catch (error) {
      log.warn({ err: error }, "speaking a voice-mode reply failed; answering with text only");
      return null;
    }
  }

  /**
   * The app to offer beside a follow-up reply (a conversation that started from a search), judged on the child's
   * question and the search's words; none when choosing fails, which must not cost the child the reply.
   */
  async function recommendationFor(
    student: User,
    request: ChatRequest,
    words: string,
    searchQuery: string,
    studyState: Promise<StudyModeState>,
  ) {
    try {
      const state = await studyState;
      const recommendationRequest: FollowUpRecommendationRequest = {
        userId: student.id,
        sessionId: request.sessionId,
        type: "followup",
        words: `${words} ${searchQuery}`,
        age: request.age,
        subject: request.subject,
        studyMode: state.enabled,
      };
      const choosing = performance.now();
      const candidates = await recommendations.recommendationCandidates(recommendationRequest);
      addTiming("recommendation", performance.now() - choosing);
      // Asked even with no candidate: the reply still takes its turn in the pacing.
      return await recommendations.offerOnTurn(recommendationRequest, candidates);
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
  async function isRetryOf(last: MessageRecord | undefined, message: string, attachments: readonly PreparedAttachment[]) {
    if (last?.sender !== "user" || last.kind !== "text" || last.content !== message) return false;
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

  /** The last question and answer before this message: the verdict reads a message that leans on it with it. */
  function previousTurnOf(history: readonly ConversationTurn[]): PreviousTurn | null {
    const answer = history.at(-1);
    const question = history.at(-2);
    return answer?.role === "model" && question?.role === "user" ? { question: question.text, answer: answer.text } : null;
  }

  function seedTurns(seed: { searchQuery: string; firstReply: string } | undefined): ConversationTurn[] {
    if (!seed || seed.firstReply === "") return [];
    return [
      { role: "user", text: seed.searchQuery },
      { role: "model", text: seed.firstReply },
    ];
  }

  return {
    async send(student: User, request: ChatRequest, options: ChatSendOptions = {}): Promise<ChatResponse> {
      // The cheap checks first (size, signature, a type we can open); the photos are re-encoded once the gate and
      // the conversation let the message through.
      const checked = checkAttachments(request.files);
      // The child's words screened before anything stores them or a model sees them: personal details masked.
      const age = ageNumberOf(request.age);
      const screening = performance.now();
      const screened = turns.screen(request.message, age);
      addTiming("screen", performance.now() - screening);
      const context = (surface: TurnContext["surface"]): TurnContext => ({
        userId: student.id,
        sessionId: request.sessionId,
        surface,
        age,
        ...(options.locale === undefined ? {} : { locale: options.locale }),
      });
      // A child in crisis is answered even past a limit: the crisis reply and its safety event, nothing stored.
      const crisisPastLimit = async () => {
        const surface = request.isVoiceMode ? "voice" : "chat";
        const outcome = await turns.answer(context(surface), { screened }, () => Promise.reject(new Error("a crisis never asks the model")));
        return { response: outcome.reply, sessionId: request.sessionId };
      };

      // A question in voice mode is voice's time and limit; a typed one is chat's.
      const feature = request.isVoiceMode ? "voice" : "chat";
      // Both are reads: asked together (one round trip of waiting), and the gate's answer decides first.
      const [gate, lookup] = await Promise.allSettled([
        timed("limits", () => usageGate.check(student.id, feature)),
        chats.conversationOf(student.id, request.sessionId),
      ]);
      if (gate.status === "rejected") throw gate.reason;
      if (gate.value.locked) {
        if (screened.category === "crisis") return crisisPastLimit();
        return { response: CHAT_TEXTS.dailyLimitDescription, sessionId: request.sessionId, locked: true };
      }
      if (lookup.status === "rejected") throw lookup.reason;
      const { conversation: own, messages: earlier } = refuseOthers(lookup.value);
      const attachments = checked.length > 0 ? await timed("photos", () => prepareAttachments(checked)) : [];
      const retry = await isRetryOf(earlier.at(-1), screened.masked, attachments);
      // A new conversation that follows a search starts from the server's record of that search, never from
      // words the browser sends (docs/decisions.md): without a record it starts plain.
      const searched = !own && request.previousSearchContext ? await searchContexts.recall(student.id, request.sessionId) : null;
      const seed = searched ? { searchQuery: searched.query, firstReply: searched.overview.trim() } : undefined;

      // 50 messages per conversation, both senders counted as the seed's counter does (a follow-up's opening
      // overview is not: countedChatMessages). A question is taken only when it and its reply both fit.
      const stored = countedChatMessages(earlier);
      const adding = retry ? 1 : 2;
      if (stored + adding > CHAT_MAX_MESSAGES) {
        if (screened.category === "crisis") return crisisPastLimit();
        throw new ChatLimitReachedError();
      }

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
          content: screened.masked,
          attachments,
        }));
      }
      // A re-sent question is another model call: it counts toward the daily message limit like a new one.
      await timed("limits", () => usageGate.recordMessage(student.id, { feature, subject: request.subject }));
      const historyTurns = own ? toHistoryTurns(retry ? earlier.slice(0, -1) : earlier, own.searchQuery) : seedTurns(seed);
      // Only a reply in a conversation that began with a search is a follow-up reply (seed 000 §1). Study mode decides
      // which app it may offer: read while the model answers, so choosing waits for no read of its own.
      const searchQuery = own ? own.searchQuery : seed?.searchQuery;
      const studyState = searchQuery ? studyMode.recentState(student.id) : undefined;
      studyState?.catch(() => undefined); // a failed read is handled where it is awaited, or not needed
      const turnContext = context(request.isVoiceMode ? "voice" : searchQuery ? "followup" : "chat");

      let replyText: string;
      let offerable: boolean;
      let modelMs = 0;
      const started = performance.now();
      try {
        const outcome = await turns.answer(turnContext, { screened, previous: previousTurnOf(historyTurns) }, async (message) => {
          const asked = performance.now();
          try {
            return await textModel.reply({
              age: request.age,
              subject: request.subject,
              history: historyTurns,
              message,
              // The stored bytes, metadata removed: the model sees exactly what the history shows.
              images: attachments.map((attachment) => ({ mimeType: attachment.fileType, base64: attachment.fileData.toString("base64") })),
            });
          } finally {
            modelMs = performance.now() - asked;
            addTiming("model", modelMs);
          }
        });
        replyText = outcome.reply;
        offerable = outcome.kind === "answered";
        if (outcome.kind !== "answered") {
          const { category, layer } = outcome;
          log.warn(
            { surface: turnContext.surface, kind: outcome.kind, category, layer, findings: outcome.screened.findings },
            "chat reply replaced",
          );
        }
      } catch (error) {
        if (!isAiError(error)) throw error;
        log.warn({ err: error, failure: error.failure }, "chat model call failed; the student's message stays stored");
        throw httpErrorForModelFailure(error);
      } finally {
        addTiming("moderation", performance.now() - started - modelMs);
      }

      // A refusal carries no recommendation. It is chosen beside storing the reply: what it adds is its own work and
      // any wait for its offer past the storing.
      const [[, audioBase64], recommendation] = await awaitBeside(
        "recommendation",
        Promise.all([
          chats.insertReply(conversationId, student.id, replyText),
          request.isVoiceMode ? timed("speech", () => spokenReply(request, replyText)) : null,
        ]),
        offerable && searchQuery && studyState ? recommendationFor(student, request, screened.masked, searchQuery, studyState) : null,
      );
      const answer: ChatResponse = { response: replyText, sessionId: request.sessionId };
      if (audioBase64) answer.audioBase64 = audioBase64;
      return recommendation ? { ...answer, recommendation } : answer;
    },

    async history(student: User, sessionId: string): Promise<ChatHistory> {
      // An unknown session id is a tab the student just opened: an empty history, so a reload works.
      const { messages: records } = refuseOthers(await chats.historyOf(student.id, sessionId));
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
      const { conversation } = refuseOthers(await chats.conversationOf(student.id, sessionId));
      if (conversation) await chats.deleteConversation(conversation.id);
      return { ok: true };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
