export * from "./errors.ts";
export * from "./deadline.ts";
export * from "./key-source.ts";
export type { VerdictJudgeConfig } from "./structured-verdict.ts";
export * from "./sealed-key.ts";
export * from "./stored-key-source.ts";
export * from "./system-instruction.ts";
export * from "./subject-guidance.ts";
export * from "./safety-settings.ts";
export * from "./reply-safety.ts";
export { CATEGORY_PATTERNS } from "./reply-safety-patterns.ts";
export * from "./reply-moderation-rubric.ts";
export { MESSAGE_CATEGORIES, REPLY_MODERATION_RESPONSE_SCHEMA, REPLY_MODERATION_SCHEMA_TITLE } from "./reply-moderation-schema.ts";
export type { MessageCategory, VerdictRequestData } from "./reply-moderation-schema.ts";
export * from "./reply-moderation-judge.ts";
export * from "./reply-moderator.ts";
export * from "./moderation-recording.ts";
export * from "./safety-event-recording.ts";
export * from "./helplines.ts";
export * from "./age.ts";
export * from "./images.ts";
export * from "./contents.ts";
export * from "./text-model.ts";
export * from "./gemini-text-model.ts";
export * from "./gemini-http.ts";
export * from "./site-safety.ts";
export * from "./site-safety-rubric.ts";
export { SITE_SAFETY_RESPONSE_SCHEMA, SITE_SAFETY_SCHEMA_TITLE } from "./site-safety-schema.ts";
export * from "./site-safety-judge.ts";
export { siteFloorFindings } from "./site-safety-floor.ts";
export type { FloorFinding } from "./site-safety-floor.ts";
export * from "./check-site-safety.ts";
export * from "./site-checker.ts";
export * from "./reply-moderation-eval.ts";
export {
  DEFAULT_GEMINI_LIVE_MODEL,
  GEMINI_LIVE_API_VERSION,
  LIVE_APPS_CLOSE,
  LIVE_APPS_OPEN,
  RECOMMEND_APP_FUNCTION,
  createGeminiLiveModel,
  durationMs,
  liveAppsData,
  liveConnectConfig,
  speakRefusalInstruction,
} from "./gemini-live.ts";
export type { GeminiLiveConfig, GeminiLiveModel, LiveApp, LiveCallSetup, LiveConnection, LiveContent, LiveEvents } from "./gemini-live.ts";
export * from "./gemini-speech.ts";
export * from "./spoken-text.ts";
export * from "./turns/turn-pipeline.ts";
export * from "./turns/turn-types.ts";
export { screenChildMessage } from "./turns/child-message-screen.ts";
export { crisisReply } from "./turns/crisis-replies.ts";
export * from "./turns/safety-event.ts";
export { TurnRelay } from "./turns/turn-relay.ts";
