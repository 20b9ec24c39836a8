// The chat (seed 000 §4-§9): conversations in PostgreSQL, the 2000 ms cooldown in Redis, replies from the text model.
import type { AiTextModel } from "@kidsafe/ai";
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import { createChatRepository } from "@kidsafe/db";
import type { ApiContext, ApiModule } from "../../context.ts";
import { createChatCooldown } from "./cooldown.ts";
import { chatRoutes } from "./routes.ts";
import { createChatService } from "./service.ts";
import type { UsageGate } from "./usage-gate.ts";

export function chatModule({ config, db, redis, clock, log }: ApiContext, needs: { textModel: AiTextModel; usageGate: UsageGate }): ApiModule {
  const chat = createChatService({
    chats: createChatRepository(db),
    textModel: needs.textModel,
    cooldown: createChatCooldown(redis, { ms: CHAT_SEND_COOLDOWN_MS, clock }),
    usageGate: needs.usageGate,
    log,
  });
  return { plugin: chatRoutes(chat, { aiOffline: config.gemini.offline }) };
}
