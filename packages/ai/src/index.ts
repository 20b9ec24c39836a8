export { AiError, isAiError } from "./errors.ts";
export { deadline } from "./deadline.ts";
export type { AiFailure } from "./errors.ts";
export { cachedKeySource, firstKeySource, fixedKeySource } from "./key-source.ts";
export type { AiKeySource } from "./key-source.ts";
export type { VerdictJudgeConfig } from "./structured-verdict.ts";
export {
  DEV_ONLY_KEY_ENCRYPTION_KEY,
  KEY_ENCRYPTION_KEY_FORMAT,
  KeyEncryptionKeyVariable,
  kekIdOf,
  keyEncryptionEnvShape,
  keyEncryptionKeyOf,
  openApiKey,
  parseKeyEncryptionKey,
  sealApiKey,
} from "./sealed-key.ts";
export { GEMINI_KEY_PROVIDER, STORED_KEY_TTL_MS, geminiKeySource, storedKeySource } from "./stored-key-source.ts";
export type { StoredKeySourceOptions, StoredKeys } from "./stored-key-source.ts";
export { buildSystemInstruction, languageLevelFor } from "./system-instruction.ts";
export type { InstructionOptions } from "./system-instruction.ts";
export { SUBJECT_GUIDANCE } from "./subject-guidance.ts";
export { STRICT_SAFETY_SETTINGS, assertStrictSafetySettings, weakenedSafetySettings } from "./safety-settings.ts";
export { BLOCKED_QUESTION_REPLY, SAFE_REFUSAL_REPLY, checkReplySafety, safeReply, unsafeHostReason } from "./reply-safety.ts";
export type { CheckedReply, ReplySafetyIssue, ReplySafetyOptions, ReplySafetyVerdict } from "./reply-safety.ts";
export { CATEGORY_PATTERNS } from "./reply-safety-patterns.ts";
export { REPLY_MODERATION_CATEGORIES, REPLY_MODERATION_INSTRUCTION, REPLY_MODERATION_RUBRIC, ageGuidance } from "./reply-moderation-rubric.ts";
export type { ReplyModerationCategory, ReplyRubricEntry } from "./reply-moderation-rubric.ts";
export { REPLY_MODERATION_RESPONSE_SCHEMA, REPLY_MODERATION_SCHEMA_TITLE } from "./reply-moderation-schema.ts";
export { DEFAULT_GEMINI_MODERATION_MODEL, REPLY_VERDICT_TIMEOUT_MS, createGeminiReplyJudge } from "./reply-moderation-judge.ts";
export type { ReplyJudge, ReplyToJudge, ReplyVerdict } from "./reply-moderation-judge.ts";
export { MODERATION_COUNT_KEYS, createReplyModerator, moderationCountLabel, refusalFor } from "./reply-moderator.ts";
export type {
  ModeratedReply,
  ModerationContext,
  ModerationCountKey,
  ModerationLayer,
  ModerationRecorder,
  ModerationSurface,
  ReplyModerator,
  ReplyModeratorOptions,
} from "./reply-moderator.ts";
export { moderationRecording } from "./moderation-recording.ts";
export type { ModerationRecordingOptions, ModerationStore } from "./moderation-recording.ts";
export { INTERNATIONAL_HELPLINE, helplineFor } from "./helplines.ts";
export type { Helpline } from "./helplines.ts";
export { ageNumberOf } from "./age.ts";
export { MODEL_READABLE_IMAGE_TYPES, isModelReadableImage } from "./images.ts";
export { buildContents, CONTINUED_CONVERSATION_TURN } from "./contents.ts";
export { UNCONFIGURED_TEXT_MODEL } from "./text-model.ts";
export type { AiTextModel, ConversationTurn, ImageInput, TextReply, TextReplyRequest } from "./text-model.ts";
export { DEFAULT_AI_TIMEOUT_MS, DEFAULT_GEMINI_MODEL, createGeminiTextModel } from "./gemini-text-model.ts";
export type { GeminiConfig, GeminiTextModel } from "./gemini-text-model.ts";
export { geminiFetch, geminiHttpOptions } from "./gemini-http.ts";
export { filterSafeSites, judgeSite } from "./site-safety.ts";
export type { CandidateSite, SafetyContext, SiteRefusal, SiteVerdict } from "./site-safety.ts";
export { AI_DESCRIPTION_RULE, SITE_SAFETY_CATEGORIES, SITE_SAFETY_INSTRUCTION, SITE_SAFETY_RUBRIC } from "./site-safety-rubric.ts";
export type { RubricEntry, SiteSafetyCategory } from "./site-safety-rubric.ts";
export { SITE_SAFETY_RESPONSE_SCHEMA, SITE_SAFETY_SCHEMA_TITLE } from "./site-safety-schema.ts";
export { SITE_SAFETY_TIMEOUT_MS, createGeminiSiteSafetyJudge, withSafetyFloor } from "./site-safety-judge.ts";
export type { SiteSafetyJudge, SiteSafetyVerdict, SiteToJudge } from "./site-safety-judge.ts";
export { siteFloorFindings } from "./site-safety-floor.ts";
export type { FloorFinding } from "./site-safety-floor.ts";
export { checkSiteSafety } from "./check-site-safety.ts";
export type { SiteSafetyCheckDeps, SiteSafetyCheckInput } from "./check-site-safety.ts";
export { createSiteChecker } from "./site-checker.ts";
export type { SiteChecker, SiteCheckerConfig } from "./site-checker.ts";
export { LabelledAnswer, loadEvaluationSet } from "./reply-moderation-eval.ts";
export type { EvaluationSetName } from "./reply-moderation-eval.ts";
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
export { DEFAULT_GEMINI_TTS_MODEL, DEFAULT_SPEECH_TIMEOUT_MS, createGeminiSpeechModel, pcmRateOf } from "./gemini-speech.ts";
export type { AiSpeechModel, GeminiSpeechConfig, SpeechRequest, SpokenReply } from "./gemini-speech.ts";
export { SPOKEN_TEXT_MAX_LENGTH, speakableText } from "./spoken-text.ts";
export { MESSAGE_CATEGORIES } from "./reply-moderation-schema.ts";
export type { MessageCategory, VerdictRequestData } from "./reply-moderation-schema.ts";
export { createTurnPipeline, leansOnPrevious, raisedBy } from "./turns/turn-pipeline.ts";
export type { AnswerOptions, TurnPipeline, TurnPipelineOptions } from "./turns/turn-pipeline.ts";
export type {
  AskModel,
  ChildMessageCategory,
  PreviousTurn,
  ScreenedMessage,
  SpokenTurns,
  SpokenVerdict,
  TurnContext,
  TurnOutcome,
} from "./turns/turn-types.ts";
export { screenChildMessage } from "./turns/child-message-screen.ts";
export { crisisReply } from "./turns/crisis-replies.ts";
export type { NewSafetyEvent, SafetyEventRecorder } from "./turns/safety-event.ts";
export { TurnRelay } from "./turns/turn-relay.ts";
export { LabelledChildMessage, LabelledContextPair, loadChildMessages, loadContextPairs } from "./reply-moderation-eval.ts";
