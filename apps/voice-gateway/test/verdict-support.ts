// Which of the emulator's requests were the moderation verdict on an answer, rather than the model's own turns.
import { REPLY_MODERATION_SCHEMA_TITLE } from "@kidsafe/gemini-emulator";
import type { RecordedRequest } from "@kidsafe/gemini-emulator";

export const isVerdict = (request: RecordedRequest) =>
  (request.body.generationConfig?.responseSchema as { title?: unknown } | undefined)?.title === REPLY_MODERATION_SCHEMA_TITLE;
