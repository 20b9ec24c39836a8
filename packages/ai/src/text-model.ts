// The AI layer's one port for text replies: what chat (and later search overviews and safety checks) ask of a
// model, independent of the provider. The Gemini adapter implements it; so does the "not configured" model.
import type { AgeOption, SubjectOption } from "@kidsafe/contracts";
import { AiError } from "./errors.ts";

export interface ConversationTurn {
  role: "user" | "model";
  text: string;
}

/** An image sent with the question; `mimeType` is what the bytes are (checked), not what a client said. */
export interface ImageInput {
  mimeType: string;
  /** Plain base64, no `data:` prefix. */
  base64: string;
}

export interface TextReplyRequest {
  age: AgeOption;
  subject: SubjectOption;
  /** Earlier turns of the conversation, oldest first (text only). */
  history: readonly ConversationTurn[];
  /** The student's new message; may be empty when images are attached. */
  message: string;
  images: readonly ImageInput[];
}

export interface TextReply {
  /** The model's text, not yet moderated (ReplyModerator.moderate comes next), or the kind refusal. */
  text: string;
  /** Gemini's own filter stopped the reply: `text` is already the kind refusal. */
  replacedForSafety: boolean;
  /** The model version that answered, as the provider reports it. */
  modelVersion?: string;
}

export interface AiTextModel {
  /** Throws AiError on timeout, provider failure, a blocked prompt or a missing key. */
  reply(request: TextReplyRequest): Promise<TextReply>;
}

/** What an app without any AI configuration gets: every call fails clearly with `no_api_key`. */
export const UNCONFIGURED_TEXT_MODEL: AiTextModel = {
  reply: () => Promise.reject(new AiError("no_api_key", "No Gemini API key is configured (GEMINI_API_KEY or an operator-stored key).")),
};
