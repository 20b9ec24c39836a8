// The chat module's wiring: repository, cooldown, service and routes, from the API's dependencies.
import type { AiTextModel } from "@kidsafe/ai";
import { UNCONFIGURED_TEXT_MODEL } from "@kidsafe/ai";
import { CHAT_SEND_COOLDOWN_MS } from "@kidsafe/contracts";
import { createChatRepository } from "@kidsafe/db";
import type { Db } from "@kidsafe/db";
import type { Redis } from "ioredis";
import type { UsageGate } from "../parental/usage-gate.ts";
import { OPEN_USAGE_GATE } from "../parental/usage-gate.ts";
import type { Api } from "../../route.ts";
import { createChatCooldown } from "./cooldown.ts";
import type { ChatCooldownOptions } from "./cooldown.ts";
import { chatRoutes } from "./routes.ts";
import { createChatService } from "./service.ts";

export interface ChatDependencies {
  db: Db;
  redis: Redis;
  /** Text replies; without one, sending answers 503 'not set up'. */
  textModel?: AiTextModel;
  /** Replies come from the offline Gemini emulator (GET /api/ai-status). */
  aiOffline?: boolean;
  /** Parental limits asked before each message; default none. */
  usageGate?: UsageGate;
  /** Default: the seed's 2000 ms on the system clock. */
  chatCooldown?: Partial<ChatCooldownOptions>;
}

export function registerChat(app: Api, deps: ChatDependencies): void {
  const service = createChatService({
    chats: createChatRepository(deps.db),
    textModel: deps.textModel ?? UNCONFIGURED_TEXT_MODEL,
    cooldown: createChatCooldown(deps.redis, { ms: CHAT_SEND_COOLDOWN_MS, ...deps.chatCooldown }),
    usageGate: deps.usageGate ?? OPEN_USAGE_GATE,
  });
  chatRoutes(app, service, { aiOffline: deps.aiOffline ?? false });
}
