import type { AiSpeechModel, AiTextModel, TurnPipeline } from "@kidsafe/ai";
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import { createChatAttachmentsRepository, createChatConversationsRepository, createChatMessagesRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import type { HeardCheck } from "../../http/access.ts";
import { createAttachmentFiles } from "./attachment-files.ts";
import { createChatCooldown } from "./cooldown.ts";
import { chatRoutes } from "./routes.ts";
import { createChatService } from "./service.ts";
import type { ReplyRecommendations, StudyModeReader } from "./reply-recommendations.ts";
import type { SearchContexts } from "./search-contexts.ts";
import type { UsageGate } from "./usage-gate.ts";

export interface ChatNeeds {
  textModel: AiTextModel;
  turns: TurnPipeline;
  speech: AiSpeechModel;
  usageGate: UsageGate;
  recommendations: ReplyRecommendations;
  studyMode: StudyModeReader;
  searchContexts: SearchContexts;
  gate: HeardCheck;
}

export function chatModule({ config, db, redis, clock, log }: ApiContext, needs: ChatNeeds): ApiModule {
  const photos = createChatAttachmentsRepository(db);
  const chat = createChatService({
    conversations: createChatConversationsRepository(db),
    messages: createChatMessagesRepository(db),
    photos,
    textModel: needs.textModel,
    turns: needs.turns,
    speech: needs.speech,
    cooldown: createChatCooldown(redis, { ms: CHAT_SEND_COOLDOWN_MS, clock }),
    usageGate: needs.usageGate,
    recommendations: needs.recommendations,
    studyMode: needs.studyMode,
    searchContexts: needs.searchContexts,
    log,
  });
  return { plugin: chatRoutes(chat, createAttachmentFiles(photos), { aiOffline: config.gemini.offline, gate: needs.gate }) };
}
