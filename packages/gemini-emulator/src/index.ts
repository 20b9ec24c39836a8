export { startGeminiEmulator } from "./server.ts";
export type { GeminiEmulator, GeminiEmulatorOptions, GenerateMethod, RecordedRequest } from "./server.ts";
export { EmulatorBehaviour } from "./behaviour.ts";
export type { EmulatorBehaviourOptions, ScriptedOutcome } from "./behaviour.ts";
export { OFFLINE_PREFIX } from "./replies/offline-reply.ts";
export type { GenerateContentRequest, GenerateContentResponse } from "./rest/wire.ts";
export { SITE_SAFETY_SCHEMA_TITLE } from "./replies/site-safety.ts";
export { REPLY_MODERATION_SCHEMA_TITLE, reviewAnswer } from "./replies/reply-moderation.ts";
