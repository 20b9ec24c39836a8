// The chat (seed 000 §4-§9): conversations in PostgreSQL, the 2000 ms cooldown in Redis, replies from the text model,
// an app offered beside a follow-up reply now and then, and the photos attached to messages, served one at a time.
import type { AiSpeechModel, AiTextModel, TurnPipeline } from "@kidsafe/ai";
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import { createChatRepository } from "@kidsafe/db";
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
  /** Screens the child's words, judges every reply in its context and records safety events. */
  turns: TurnPipeline;
  /** Speaks a reply when the child is in voice mode (isVoiceMode). */
  speech: AiSpeechModel;
  usageGate: UsageGate;
  /** The ads module's choice of an app to offer beside a follow-up reply. */
  recommendations: ReplyRecommendations;
  studyMode: StudyModeReader;
  /** The search module's record of what a session's last search showed. */
  searchContexts: SearchContexts;
  /** The collection gate: a child under 13 is heard only with a linked parent's consent. */
  gate: HeardCheck;
}

export function chatModule({ config, db, redis, clock, log }: ApiContext, needs: ChatNeeds): ApiModule {
  const chats = createChatRepository(db);
  const chat = createChatService({
    chats,
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
  return { plugin: chatRoutes(chat, createAttachmentFiles(chats), { aiOffline: config.gemini.offline, gate: needs.gate }) };
}
